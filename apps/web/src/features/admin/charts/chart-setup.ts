import {
  ArcElement,
  BarElement,
  CategoryScale,
  Chart,
  Legend,
  LinearScale,
  LineElement,
  PointElement,
  Tooltip,
} from 'chart.js';

// Only the pieces the admin charts draw: bars, arcs (doughnut, pie), lines with points, two scales,
// tooltip and legend. Chart.js is imported by the admin route alone, so it stays out of /login's JS.
Chart.register(
  ArcElement,
  BarElement,
  CategoryScale,
  LinearScale,
  LineElement,
  PointElement,
  Tooltip,
  Legend,
);

function cssVariable(name: string, fallback: string): string {
  if (typeof window === 'undefined' || typeof getComputedStyle !== 'function') return fallback;
  const value = getComputedStyle(document.documentElement).getPropertyValue(name).trim();
  return value || fallback;
}

const accent = cssVariable('--color-accent', '#1f3a5f');
const inkMuted = cssVariable('--color-ink-muted', '#5b5650');
const rule = cssVariable('--color-rule', '#ddd6c8');

/**
 * The fixed series colours, accent first. Calm, distinct hues; none is a status colour (amber, red,
 * green), which DESIGN.md keeps for status. Each reaches 3:1 against the paper background (WCAG 1.4.11).
 */
export const CHART_PALETTE: readonly string[] = [
  accent,
  '#8a6a2e', // ochre
  '#2f6f78', // teal
  '#7d3c5a', // plum
  '#5f6f2a', // olive
  '#6a5a9c', // muted violet
  '#9a5b2c', // rust
  '#4a6f9c', // steel blue
  inkMuted,
];

export const paletteColour = (index: number): string => CHART_PALETTE[index % CHART_PALETTE.length] ?? accent;

export const CHART_GRID_COLOUR = rule;

Chart.defaults.font.family = cssVariable(
  '--font-sans',
  '"Inter Variable", ui-sans-serif, system-ui, -apple-system, "Segoe UI", sans-serif',
);
Chart.defaults.font.size = 12;
Chart.defaults.color = inkMuted;
Chart.defaults.borderColor = rule;
Chart.defaults.locale = 'it-IT';
Chart.defaults.maintainAspectRatio = false;
Chart.defaults.plugins.legend.position = 'bottom';
Chart.defaults.plugins.legend.labels.boxWidth = 12;
Chart.defaults.plugins.tooltip.backgroundColor = cssVariable('--color-ink', '#1c1a17');

if (typeof window !== 'undefined' && window.matchMedia?.('(prefers-reduced-motion: reduce)').matches) {
  Chart.defaults.animation = false;
}

export { Chart };
