// The trip side panels' width (spec 02 §9): 500 px by default, at least 300, at most the window width minus 800
// (so the trips stay in view); a window too narrow for that still gets the minimum, never more than the window.

export const PANEL_DEFAULT_WIDTH = 500;
export const PANEL_MIN_WIDTH = 300;
export const PANEL_WINDOW_RESERVE = 800;

export function clampPanelWidth(width: number, windowWidth: number): number {
  const max = Math.max(PANEL_MIN_WIDTH, windowWidth - PANEL_WINDOW_RESERVE);
  return Math.min(windowWidth, Math.min(max, Math.max(PANEL_MIN_WIDTH, Math.round(width))));
}
