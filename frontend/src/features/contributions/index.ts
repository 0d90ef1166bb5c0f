/** What other features use of the contributions: the report form of a store page. */
export { ReportProblem } from './components/report-problem';
