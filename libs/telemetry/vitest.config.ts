import { testProject } from '@csg/testing/project';

export default testProject(import.meta.dirname, 'telemetry');
