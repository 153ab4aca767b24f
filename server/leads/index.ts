// The leads area's entrance: what other areas, platform/ and the app's composition (app.ts,
// handlers.ts) may import from it. Everything else in server/leads/ is the area's own.
export { storedContact, withContact } from './contact';
export { LEAD_LIMIT, type LeadLimitOptions } from './intake-limit';
export { createLeadIntake, storeLead } from './intake';
export { enqueueContactFill } from './jobs';
export { formEmails, formEmailsOfLead, loadLeadData, publishedForms, type LeadData } from './lead-data';
export { leadHandlers } from './routes';
export { deniedProjects } from './scope';
export { leadPageLabel } from './views';
