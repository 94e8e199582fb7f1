import './ScreenHead.css';

/** A tool screen's head (the lab, the stats): Back to the first screen, and its title. */
export function ScreenHead({ id, title, onBack }: { id: string; title: string; onBack(): void }) {
  return (
    <header className="lab-head">
      <button type="button" className="btn small" onClick={onBack}>
        Back
      </button>
      <h1 id={id}>{title}</h1>
    </header>
  );
}
