// A controllable clock. In 'real' mode now() is the wall clock plus an offset; in 'manual' mode (a
// start time was given, as tests do) time stands still until advance(ms) moves it.

export interface ClockState {
  mode: 'real' | 'manual'
  /** manual: the current time (ms); real: the offset added to Date.now() (ms). */
  value: number
}

export class Clock {
  private st: ClockState

  constructor(start?: number | Date | string) {
    this.st =
      start === undefined ? { mode: 'real', value: 0 } : { mode: 'manual', value: new Date(start).getTime() }
  }

  now(): number {
    return this.st.mode === 'real' ? Date.now() + this.st.value : this.st.value
  }

  iso(at: number = this.now()): string {
    return new Date(at).toISOString()
  }

  advance(ms: number): void {
    if (!Number.isFinite(ms) || ms < 0) throw new RangeError('advance(ms) needs a non-negative number')
    this.st.value += ms
  }

  get state(): ClockState {
    return { ...this.st }
  }

  set state(value: ClockState) {
    this.st = { ...value }
  }
}
