import type { ChartData, ChartOptions, TooltipItem } from 'chart.js';
import { type ReactNode, useEffect, useId, useState } from 'react';
import { Bar, Doughnut, Line, Pie } from 'react-chartjs-2';
import { formatCount } from '../analytics-format';
import { ScrollBox } from './analytics-table';
import { CHART_GRID_COLOUR, paletteColour } from './chart-setup';

/**
 * A chart animates once, as it appears. Every later render of the page (a toast, a refetch) hands
 * the chart new data and options objects: redrawn without animation, so they do not start the bars
 * growing again from zero, which left a phone's chart empty for seconds.
 */
const REDRAW = 'none';

/** Spec 2 §9: a chart is drawn 200 ms after its data has arrived. */
export const CHART_RENDER_DELAY_MS = 200;

export interface ChartSeries {
  label: string;
  data: number[];
}

export interface AdminChartProps {
  /** Shown above the chart, and the chart's and its data table's accessible name. */
  title: string;
  labels: string[];
  datasets: ChartSeries[];
  /**
   * The tooltip line for one value; `total` is the sum of that series (the whole of a pie or
   * doughnut). Without it: "Series: value".
   */
  tooltip?: (value: number, label: string, datasetLabel: string, total: number) => string;
  /** Drawing height in px (default 280). */
  height?: number;
  /** How a value reads in the data table, the axis and the default tooltip (default 1.234). */
  formatValue?: (value: number) => string;
  /** The header of the data table's first column, e.g. 'User' (default: none). */
  categoryLabel?: string;
  /** Shown beside the title, e.g. a count badge or an export button. */
  badge?: ReactNode;
  /** When `height` is taller, the drawing scrolls inside a box this tall (many users on a phone). */
  maxVisibleHeight?: number;
}

interface BarProps extends AdminChartProps {
  /** Bars along the y axis: long category names (users) stay readable on a phone. */
  horizontal?: boolean;
}

const sum = (values: number[]) => values.reduce((total, value) => total + value, 0);

let canvasSupport: boolean | undefined;

/**
 * Whether this browser can draw on a canvas. Without one (jsdom, some locked-down browsers) Chart.js
 * cannot start: an empty, named canvas stands in and the data table carries the figures.
 */
function canDraw(): boolean {
  if (canvasSupport === undefined) {
    try {
      canvasSupport = document.createElement('canvas').getContext('2d') !== null;
    } catch {
      canvasSupport = false;
    }
  }
  return canvasSupport;
}

function useDelayedRender(): boolean {
  const [ready, setReady] = useState(false);
  useEffect(() => {
    const timer = window.setTimeout(() => setReady(true), CHART_RENDER_DELAY_MS);
    return () => window.clearTimeout(timer);
  }, []);
  return ready;
}

function tooltipLabel<Type extends 'bar' | 'line' | 'pie' | 'doughnut'>(
  props: AdminChartProps,
  singleSeries: boolean,
) {
  const format = props.formatValue ?? formatCount;
  return (item: TooltipItem<Type>) => {
    const value = Number(item.raw);
    const dataset = item.dataset as unknown as { label?: string; data: unknown[] };
    const datasetLabel = dataset.label ?? '';
    if (props.tooltip) {
      const series = dataset.data.map((entry) => Number(entry) || 0);
      return props.tooltip(value, item.label, datasetLabel, sum(series));
    }
    return singleSeries ? format(value) : `${datasetLabel}: ${format(value)}`;
  };
}

/** The figures behind the chart, for screen readers (and tests): one row per label. */
function ChartDataTable({ title, labels, datasets, formatValue, categoryLabel }: AdminChartProps) {
  const format = formatValue ?? formatCount;
  // The wrapper is what is visually hidden: a table's own cells ignore its 1 px box and would widen the page.
  return (
    <div className="sr-only">
      <table>
        <caption>{title}</caption>
        <thead>
          <tr>
            <th scope="col">{categoryLabel ?? ''}</th>
            {datasets.map((dataset) => (
              <th key={dataset.label} scope="col">
                {dataset.label}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {labels.map((label, index) => (
            // Labels may repeat (two users with one name); the position is the row's identity.
            // biome-ignore lint/suspicious/noArrayIndexKey: rows are positional, never reordered in place
            <tr key={index}>
              <th scope="row">{label}</th>
              {datasets.map((dataset) => (
                <td key={dataset.label}>{format(dataset.data[index] ?? 0)}</td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

function Drawing({ title, children }: { title: string; children: ReactNode }) {
  return canDraw() ? children : <canvas role="img" aria-label={title} />;
}

/** The card around every chart: title and badge, the drawing (after 200 ms), the hidden table. */
function ChartFrame({ props, children }: { props: AdminChartProps; children: ReactNode }) {
  const ready = useDelayedRender();
  const titleId = useId();
  const height = props.height ?? 280;
  const drawing = (
    <div className="relative w-full" style={{ height }}>
      {ready ? <Drawing title={props.title}>{children}</Drawing> : null}
    </div>
  );
  return (
    <figure
      aria-labelledby={titleId}
      className="min-w-0 rounded-lg border border-rule bg-paper-raised p-4 shadow-xs sm:p-5"
    >
      <figcaption className="mb-3 flex flex-wrap items-center justify-between gap-2">
        <h3 id={titleId} className="font-medium text-ink">
          {props.title}
        </h3>
        {props.badge}
      </figcaption>
      {props.maxVisibleHeight !== undefined && height > props.maxVisibleHeight ? (
        <ScrollBox label={props.title} maxHeight={props.maxVisibleHeight}>
          {drawing}
        </ScrollBox>
      ) : (
        drawing
      )}
      <ChartDataTable {...props} />
    </figure>
  );
}

function valueAxis(props: AdminChartProps, stacked: boolean) {
  const format = props.formatValue ?? formatCount;
  return {
    stacked,
    beginAtZero: true,
    grid: { color: CHART_GRID_COLOUR },
    ticks: { callback: (value: string | number) => format(Number(value)), precision: 0 },
  };
}

const categoryAxis = (stacked: boolean) => ({ stacked, grid: { display: false } });

function barData(props: AdminChartProps, stacked: boolean): ChartData<'bar'> {
  return {
    labels: props.labels,
    datasets: props.datasets.map((dataset, index) => ({
      label: dataset.label,
      data: dataset.data,
      backgroundColor: paletteColour(index),
      borderRadius: stacked ? 0 : 3,
      maxBarThickness: 36,
    })),
  };
}

function BarLike({ props, stacked, horizontal }: { props: BarProps; stacked: boolean; horizontal: boolean }) {
  const single = props.datasets.length === 1;
  const options: ChartOptions<'bar'> = {
    indexAxis: horizontal ? 'y' : 'x',
    plugins: {
      legend: { display: !single },
      tooltip: { callbacks: { label: tooltipLabel<'bar'>(props, single) } },
    },
    scales: horizontal
      ? { x: valueAxis(props, stacked), y: categoryAxis(stacked) }
      : { x: categoryAxis(stacked), y: valueAxis(props, stacked) },
  };
  return (
    <ChartFrame props={props}>
      {/* Chart.js cannot turn a live bar chart on its side: a new orientation is a new chart. */}
      <Bar
        key={horizontal ? 'bars-along-y' : 'bars-along-x'}
        role="img"
        aria-label={props.title}
        data={barData(props, stacked)}
        options={options}
        updateMode={REDRAW}
      />
    </ChartFrame>
  );
}

/** Bars per category with the series stacked (e.g. chat modes per user). */
export function StackedBarChart(props: BarProps) {
  return <BarLike props={props} stacked horizontal={props.horizontal ?? false} />;
}

/** Bars per category, series side by side. */
export function BarChart(props: BarProps) {
  return <BarLike props={props} stacked={false} horizontal={props.horizontal ?? false} />;
}

/** Lines over the labels (e.g. days or months), one per series. */
export function LineChart(props: AdminChartProps) {
  const single = props.datasets.length === 1;
  const data: ChartData<'line'> = {
    labels: props.labels,
    datasets: props.datasets.map((dataset, index) => ({
      label: dataset.label,
      data: dataset.data,
      borderColor: paletteColour(index),
      backgroundColor: paletteColour(index),
      pointRadius: 3,
      tension: 0.25,
    })),
  };
  const options: ChartOptions<'line'> = {
    interaction: { mode: 'index', intersect: false },
    plugins: {
      legend: { display: !single },
      tooltip: { callbacks: { label: tooltipLabel<'line'>(props, single) } },
    },
    scales: { x: categoryAxis(false), y: valueAxis(props, false) },
  };
  return (
    <ChartFrame props={props}>
      <Line role="img" aria-label={props.title} data={data} options={options} updateMode={REDRAW} />
    </ChartFrame>
  );
}

function arcData(props: AdminChartProps) {
  return {
    labels: props.labels,
    datasets: props.datasets.map((dataset) => ({
      label: dataset.label,
      data: dataset.data,
      backgroundColor: props.labels.map((_, index) => paletteColour(index)),
      borderColor: '#fffdf8',
      borderWidth: 2,
    })),
  };
}

/** Shares of a whole, with a hole (first series only is drawn as the ring). */
export function DoughnutChart(props: AdminChartProps) {
  const options: ChartOptions<'doughnut'> = {
    plugins: { tooltip: { callbacks: { label: tooltipLabel<'doughnut'>(props, false) } } },
  };
  return (
    <ChartFrame props={props}>
      <Doughnut
        role="img"
        aria-label={props.title}
        data={arcData(props)}
        options={options}
        updateMode={REDRAW}
      />
    </ChartFrame>
  );
}

/** Shares of a whole. */
export function PieChart(props: AdminChartProps) {
  const options: ChartOptions<'pie'> = {
    plugins: { tooltip: { callbacks: { label: tooltipLabel<'pie'>(props, false) } } },
  };
  return (
    <ChartFrame props={props}>
      <Pie role="img" aria-label={props.title} data={arcData(props)} options={options} updateMode={REDRAW} />
    </ChartFrame>
  );
}
