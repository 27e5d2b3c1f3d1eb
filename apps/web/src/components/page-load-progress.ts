const PROGRESS_START = 10;
const PROGRESS_HOLD = 82;
const PROGRESS_STEP_MS = 800;
const PROGRESS_RESET_MS = 300;

export interface ProgressState {
  value: number;
  visible: boolean;
}

/**
 * The lazy-page progress of the specification: starts at 10 %, advances in random steps about
 * every 800 ms, holds at 82 until the page has loaded, then shows 100 and resets after 300 ms.
 */
export class PageLoadProgress {
  private state: ProgressState = { value: 0, visible: false };
  private stepTimer: ReturnType<typeof setInterval> | undefined;
  private resetTimer: ReturnType<typeof setTimeout> | undefined;

  constructor(
    private readonly onChange: (state: ProgressState) => void,
    private readonly random: () => number = Math.random,
  ) {}

  start(): void {
    this.stop();
    this.set({ value: PROGRESS_START, visible: true });
    this.stepTimer = setInterval(() => {
      const step = 2 + Math.floor(this.random() * 9); // 2 to 10 points
      this.set({ value: Math.min(PROGRESS_HOLD, this.state.value + step), visible: true });
    }, PROGRESS_STEP_MS);
  }

  done(): void {
    if (!this.state.visible) return;
    this.stop();
    this.set({ value: 100, visible: true });
    this.resetTimer = setTimeout(() => this.set({ value: 0, visible: false }), PROGRESS_RESET_MS);
  }

  dispose(): void {
    this.stop();
  }

  private stop(): void {
    clearInterval(this.stepTimer);
    clearTimeout(this.resetTimer);
  }

  private set(state: ProgressState): void {
    this.state = state;
    this.onChange(state);
  }
}
