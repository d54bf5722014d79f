export { InsufficientPointsDialog, readPointsInfo } from './insufficient-points-dialog';
export { PointsBalanceCard } from './points-balance-card';
export { PointsPill } from './points-pill';
export { type PointCosts, usePointCosts } from './use-point-costs';
export { useAnnounceBalance } from './use-points-balance';
