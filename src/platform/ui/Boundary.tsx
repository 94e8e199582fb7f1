/**
 * One screen's safety net, for every game: when a screen breaks, the rest of the page stays.
 * It says so in words (what failed, and that the match and settings are kept), offers to go
 * back to the game's first screen or to try again, and, when the game can, the save as a
 * file for a bug report. Going elsewhere never touches what is saved.
 */
import { Component, type ErrorInfo, type ReactNode } from 'react';

interface Props {
  /** What failed, in words ("the table", "the rules lab"). */
  what: string;
  /** To the game's first screen (only goes there: nothing saved changes). */
  onBack(): void;
  /** Downloads what is saved, for a bug report (optional: offered when given). */
  onSave?(): void;
  children: ReactNode;
}

export class Boundary extends Component<Props, { broken: string | null }> {
  state: { broken: string | null } = { broken: null };

  static getDerivedStateFromError(e: unknown) {
    return { broken: e instanceof Error ? e.message || String(e) : String(e) };
  }

  componentDidCatch(error: unknown, info: ErrorInfo): void {
    console.error(`${this.props.what} failed`, error, info.componentStack);
  }

  render() {
    const { broken } = this.state;
    if (broken === null) return this.props.children;
    const { what, onBack, onSave } = this.props;
    return (
      <section className="problem" role="alert" aria-labelledby="problem-h">
        <h1 id="problem-h">Something went wrong on {what}</h1>
        <p>Your match and your settings are saved: nothing is lost.</p>
        <div className="buttons">
          <button
            type="button"
            className="btn primary"
            onClick={() => {
              this.setState({ broken: null });
              onBack();
            }}
          >
            Back to the game's first screen
          </button>
          <button type="button" className="btn" onClick={() => this.setState({ broken: null })}>
            Try again
          </button>
          {onSave && (
            <button type="button" className="btn" onClick={onSave}>
              Download the save (for a bug report)
            </button>
          )}
        </div>
        <details>
          <summary>Details (for a bug report)</summary>
          <p>{broken}</p>
        </details>
      </section>
    );
  }
}
