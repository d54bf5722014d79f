import { PrivacyPolicyPage } from '../features/privacy/privacy-policy-page';
import { mountPublicPage } from './mount-public-page';

mountPublicPage(PrivacyPolicyPage);
