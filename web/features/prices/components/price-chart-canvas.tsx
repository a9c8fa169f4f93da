import type { PriceHistory } from '@sdk/gen/api/types.gen'
import { useEffect, useRef } from 'react'
import uPlot from 'uplot'
import 'uplot/dist/uPlot.min.css'
import {
  minTickStepSeconds,
  sampleTickLabels,
  type TimeTickStyle,
  timeTickLabels,
  timeTickStyle,
} from '../chart-time-axis'
import { formatUsdPrice, formatUsdTick } from '../price-format'
import styles from './price-chart.module.css'

/** The chart's drawing height in CSS pixels; the plot box reserves it before the chart loads (price-chart.module.css). */
const CHART_HEIGHT_PX = 280
/** The axes' labels: the page's font at the size of its small print. */
const AXIS_FONT_SIZE_PX = 12
/** The least room between two time labels (a year's months fit every quarter on a 360 px phone). */
const TIME_LABEL_GAP_PX = 12
/** The price axis's room besides its longest label: uPlot's tick (10 px) and gap (5 px), and a margin. */
const PRICE_AXIS_EXTRA_PX = 20

/**
 * The width of a text in the axes' font, measured on a canvas of its own (measuring on uPlot's would change the
 * font it believes its canvas has).
 */
function textMeasurer(font: string): (text: string) => number {
  const context = document.createElement('canvas').getContext('2d')
  return (text) => {
    if (!context) return text.length * AXIS_FONT_SIZE_PX
    context.font = font
    return context.measureText(text).width
  }
}

/** A design token's value on the element (uPlot draws on a canvas, which does not read CSS variables). */
const token = (element: Element, name: string) => getComputedStyle(element).getPropertyValue(name).trim()

function chartData(history: PriceHistory): uPlot.AlignedData {
  return [
    history.points.map((point) => Date.parse(point.time) / 1000),
    history.points.map((point) => point.price),
  ]
}

/**
 * The price line (uPlot), as wide as its box and redrawn when the box resizes. The canvas is an image to a
 * screen reader, labelled with what it shows; the price itself is read from the page's heading.
 */
export function PriceChartCanvas({ history, label }: { history: PriceHistory; label: string }) {
  const box = useRef<HTMLDivElement>(null)
  const chart = useRef<uPlot | null>(null)

  useEffect(() => {
    const element = box.current
    if (!element) return
    const muted = token(element, '--color-text-muted')
    const grid = token(element, '--color-border')
    const font = `${AXIS_FONT_SIZE_PX}px ${getComputedStyle(element).fontFamily}`
    const textWidth = textMeasurer(font)
    const axis = { font, stroke: muted, grid: { stroke: grid, width: 1 }, ticks: { stroke: grid, width: 1 } }
    // Time ticks at least as far apart as the widest label line the shown span writes, so none overlaps in any
    // locale (a day's or a month's label has two lines: it, and its month or year where that changes).
    const lineWidth = (label: string) => Math.max(...label.split('\n').map(textWidth))
    const widestLabel = new Map<TimeTickStyle, number>()
    const timeLabelSpace = (style: TimeTickStyle) => {
      let width = widestLabel.get(style)
      if (width === undefined) {
        width = Math.max(...sampleTickLabels(style).map(lineWidth))
        widestLabel.set(style, width)
      }
      return width + TIME_LABEL_GAP_PX
    }
    const plot = new uPlot(
      {
        width: element.clientWidth,
        height: CHART_HEIGHT_PX,
        legend: { show: false },
        cursor: { drag: { x: false, y: false } },
        scales: { x: { time: true } },
        series: [
          {},
          {
            stroke: token(element, '--color-primary'),
            fill: token(element, '--color-primary-soft'),
            width: 2,
            value: (_plot, value) => (value === null ? '' : formatUsdPrice(value)),
          },
        ],
        axes: [
          {
            ...axis,
            // …and never closer than the style's least step (a day's ticks twice a day write each day twice). uPlot
            // takes the first step whose spacing reaches the space; the factor keeps the least step itself in.
            space: (_plot, _axis, min, max, plotDim) => {
              const style = timeTickStyle(max - min)
              const leastStep = (minTickStepSeconds(style) * plotDim) / (max - min)
              return Math.max(timeLabelSpace(style), leastStep * 0.999)
            },
            values: (self, ticks) =>
              timeTickLabels(ticks, timeTickStyle((self.scales.x?.max ?? 0) - (self.scales.x?.min ?? 0))),
          },
          {
            ...axis,
            // As wide as its longest label: $0.000021 and $64,000 both fit, with no margin wasted on a phone.
            size: (_plot, values) =>
              Math.ceil(Math.max(0, ...(values ?? []).map(textWidth))) + PRICE_AXIS_EXTRA_PX,
            values: (_plot, ticks, _axis, _space, step) => ticks.map((tick) => formatUsdTick(tick, step)),
          },
        ],
      },
      [[], []],
      element,
    )
    chart.current = plot
    const resize = new ResizeObserver(() =>
      plot.setSize({ width: element.clientWidth, height: CHART_HEIGHT_PX }),
    )
    resize.observe(element)
    return () => {
      resize.disconnect()
      plot.destroy()
      chart.current = null
    }
  }, [])

  useEffect(() => {
    chart.current?.setData(chartData(history))
  }, [history])

  return <div ref={box} className={styles.canvas} role="img" aria-label={label} />
}
