export { flexibleReportingOn } from './flexibleReportingGate.js';
