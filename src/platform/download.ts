import { type MatchRecord, withLength } from './record';

/** Hand the player a file made in the page (a lab's CSV, a match's replay). */
export function downloadText(name: string, text: string, type = 'text/plain'): void {
  const url = URL.createObjectURL(new Blob([text], { type }));
  const a = document.createElement('a');
  a.href = url;
  a.download = name;
  document.body.append(a);
  a.click();
  a.remove();
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}

/**
 * A match as a file anyone can watch again ("Open a replay file"): its record, as JSON, with
 * the number of its actions (a file cut short is refused, not opened shorter).
 */
export const downloadRecord = (r: MatchRecord): void =>
  downloadText(`${r.game}-match-${r.seed}.json`, JSON.stringify(withLength(r)), 'application/json');
