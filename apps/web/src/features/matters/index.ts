export { FiledMatterPicker } from './filed-matter-picker';
export {
  ALL_MATTERS_LABEL,
  MatterFilter,
  type MatterFilterValue,
  MatterPicker,
  matchesMatterFilter,
  matterLabel,
  matterQueryParam,
  NO_MATTER_LABEL,
  UNFILED_LABEL,
} from './matter-picker';
export { MatterPointsCard } from './matter-points-card';
export { useMatters } from './matters-queries';
