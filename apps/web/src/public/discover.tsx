import { DiscoverPage } from '../features/landing/discover-page';
import { mountPublicPage } from './mount-public-page';

mountPublicPage(DiscoverPage);
