export { fetchFirmProfile, useFirmProfile } from './firm-profile-api';
