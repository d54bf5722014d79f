export { daysText, formatItalianDate, formatPlanPrice, formatPointsFull, shortPoints } from './plan-format';
