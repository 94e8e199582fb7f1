/**
 * When a screen breaks, the rest of the page stays: it says so in words, the match stays
 * saved (it is saved at every action), and one button goes back to the game's setup.
 */
import { Component, type ReactNode } from 'react';

interface Props {
  what: string;
  onBack(): void;
  children: ReactNode;
}

export class Boundary extends Component<Props, { broken: string | null }> {
  state: { broken: string | null } = { broken: null };

  static getDerivedStateFromError(e: unknown) {
    return { broken: e instanceof Error ? e.message : String(e) };
  }

  render() {
    if (this.state.broken === null) return this.props.children;
    return (
      <section className="notice broken" role="alert">
        <p>Something went wrong on {this.props.what}. Your match is saved: nothing is lost.</p>
        <button
          type="button"
          className="btn primary"
          onClick={() => {
            this.setState({ broken: null });
            this.props.onBack();
          }}
        >
          Back to the game's first screen
        </button>
        <details>
          <summary>Details (for a bug report)</summary>
          <p>{this.state.broken}</p>
        </details>
      </section>
    );
  }
}
