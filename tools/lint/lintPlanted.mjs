// Lints planted sources with the repository's ESLint configuration, as if they stood at the paths given, without the
// type-aware rules (a planted file is in no TypeScript project): the house's rules and the import boundaries are all
// syntactic. Reads `[{ filePath, text }]` as JSON on stdin and writes `[{ filePath, messages: [{ ruleId, message,
// line }] }]`. tools/lint/lintRules.test.ts runs it in a process of its own (ESLint loads its configuration with
// import(), which the test runner's module system does not give it).
import { ESLint } from 'eslint';
import tseslint from 'typescript-eslint';
import config from '../../eslint.config.mjs';
import { LIMITS } from './plugin.mjs';

let input = '';
for await (const chunk of process.stdin) input += chunk;
const planted = JSON.parse(input);

const eslint = new ESLint({
  cwd: new URL('../..', import.meta.url).pathname,
  overrideConfigFile: true,
  overrideConfig: [
    ...config,
    tseslint.configs.disableTypeChecked,
    { languageOptions: { parserOptions: { projectService: false, project: null } } },
  ],
});

const results = [];
for (const { filePath, text } of planted) {
  const [result] = await eslint.lintText(text, { filePath, warnIgnored: true });
  results.push({
    filePath,
    messages: (result?.messages ?? []).map(({ ruleId, message, line }) => ({ ruleId, message, line })),
  });
}
process.stdout.write(JSON.stringify({ results, limits: LIMITS.map(({ value, name }) => ({ value, name })) }));
