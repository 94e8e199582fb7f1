/** Words made by src/games/kapaga/words: the table's renderer, with Kapaga's small cards. */
import { Words as TableWords } from '../../../kit/react/Words';
import type { Token } from '../words';
import { CodeText } from './Card';

export function Words({ tokens }: { tokens: readonly Token[] }) {
  return <TableWords tokens={tokens} card={(t) => <CodeText code={t.code} name={t.spoken} />} />;
}
