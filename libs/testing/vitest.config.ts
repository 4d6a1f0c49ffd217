import { testProject } from './src/vitest-project.ts';

export default testProject(import.meta.dirname, 'testing');
