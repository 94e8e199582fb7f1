/**
 * The table starts here: it opens the game picked last (or linked), the registry's first
 * when none, on its own screens or the platform's (platform/start.tsx).
 */
import './platform/ui/base.css';
import { followGameLinks, readChoice } from './platform/choice';
import { startTable } from './platform/start';

const container = document.getElementById('root');
if (!container) throw new Error('The table: #root element not found');

const entry = readChoice();
document.title = entry.info.name;
followGameLinks(window, entry.info.id);
startTable(container, entry);
