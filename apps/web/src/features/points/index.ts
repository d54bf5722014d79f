export { PointsBalanceCard } from './points-balance-card';
export { PointsPill } from './points-pill';
export { type PointCosts, usePointCosts } from './use-point-costs';
