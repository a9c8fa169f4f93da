import type { PriceHistory } from '@sdk/gen/api/types.gen'
import { useEffect, useRef } from 'react'
import uPlot from 'uplot'
import 'uplot/dist/uPlot.min.css'
import { formatDate } from '@/lib/format'
import { formatUsdPrice } from '../price-format'
import styles from './price-chart.module.css'

/** The chart's drawing height in CSS pixels; the plot box reserves it before the chart loads (price-chart.module.css). */
const CHART_HEIGHT_PX = 280

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
    const axis = { stroke: muted, grid: { stroke: grid, width: 1 }, ticks: { stroke: grid, width: 1 } }
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
          { ...axis, values: (_plot, ticks) => ticks.map((tick) => formatDate(tick * 1000, 'date')) },
          { ...axis, size: 100, values: (_plot, ticks) => ticks.map((tick) => formatUsdPrice(tick)) },
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
