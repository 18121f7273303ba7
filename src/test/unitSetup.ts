// Every unit test: no console errors and no requests it did not answer.
import { failOnConsoleProblems } from './consoleGuard';
import { refuseRequests } from './requests';

failOnConsoleProblems();
refuseRequests();
