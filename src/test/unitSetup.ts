// Every unit test: no console errors and no requests it did not answer.
import { failOnConsoleProblems } from './consoleGuard';
import { refuseRequests } from './requests';
import { loadAllMessages } from '../shared/i18n';

failOnConsoleProblems();
refuseRequests();
// Every language's messages, as the server's renderer has them (a page in Hindi is drawn at once).
beforeAll(() => loadAllMessages());
