// The WebKit smoke test's WebDriver client: classic WebDriver over plain HTTP JSON (no client
// library), and the commands it is driven by.
import { createServer } from 'node:net';

/** The key of an element reference in WebDriver's answers. */
export const ELEMENT = 'element-6066-11e4-a52e-4f735466cecf';

/** A port nobody listens on, for the driver. */
export const freePort = () =>
  new Promise((resolve, reject) => {
    const s = createServer();
    s.on('error', reject);
    s.listen(0, '127.0.0.1', () => {
      const { port } = s.address();
      s.close(() => resolve(port));
    });
  });

/**
 * The commands of the driver at `driver` on the session `session()` names; `until(what,
 * probe)` waits for an element (and fails naming it).
 */
export function webDriver(driver, until, session) {
  /** One WebDriver command; a WebDriver error becomes a thrown Error. */
  async function wd(method, path, body) {
    const res = await fetch(`${driver}${path}`, {
      method,
      headers: body ? { 'content-type': 'application/json' } : undefined,
      body: body ? JSON.stringify(body) : undefined,
      signal: AbortSignal.timeout(40_000),
    });
    const json = await res.json();
    if (json.value?.error) throw new Error(`${json.value.error}: ${json.value.message}`);
    return json.value;
  }

  const s = (path) => `/session/${session()}${path}`;
  const run = (fn, ...args) =>
    wd('POST', s('/execute/sync'), { script: `return (${fn}).apply(null, arguments)`, args });
  /** The element `fn` returns (a WebDriver reference), or undefined. */
  const find = async (fn, ...args) => {
    const ref = await run(fn, ...args);
    return ref?.[ELEMENT] ? ref : undefined;
  };
  /** Scrolls to the middle, then clicks like a person (WebDriver's pointer), not el.click(). */
  async function click(ref) {
    await run((el) => el.scrollIntoView({ block: 'center' }), ref);
    await wd('POST', s(`/element/${ref[ELEMENT]}/click`), {});
  }
  const button = (name) =>
    until(`the button "${name}"`, () =>
      find(
        (text) =>
          [...document.querySelectorAll('button')].find(
            (b) => !b.disabled && b.textContent.trim() === text,
          ),
        name,
      ),
    );
  /** The control a label names (by its for attribute or by nesting). */
  const labelled = (text) =>
    until(`the field "${text}"`, () =>
      find((t) => {
        const l = [...document.querySelectorAll('label')].find((x) => x.textContent.trim() === t);
        if (l) return l.control ?? l.querySelector('input, select');
        // A field named by the sentence around it (aria-labelledby), as a person reads it.
        const named = (el) =>
          el
            .getAttribute('aria-labelledby')
            .split(' ')
            .map((id) => document.getElementById(id)?.textContent.trim())
            .join(' ');
        return [...document.querySelectorAll('[aria-labelledby]')].find((el) => named(el) === t);
      }, text),
    );
  async function type(ref, text) {
    await run((el) => el.scrollIntoView({ block: 'center' }), ref);
    await wd('POST', s(`/element/${ref[ELEMENT]}/clear`), {});
    await wd('POST', s(`/element/${ref[ELEMENT]}/value`), { text });
  }
  return { wd, s, run, find, click, button, labelled, type };
}
