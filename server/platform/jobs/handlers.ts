// The modules that register job handlers (registerJob). Imported by the worker and by drainJobs,
// so every process that runs jobs knows every kind. An area adds one import line here.
import '../mail/mail-job';
import '../../billing/receipt-job';
import '../../integrations/jobs';
import '../../forwarder/jobs';
import '../../notifications/jobs';
import '../../stats/fold';
import '../../stats/lead-join';
import '../../stats/maintain';
import '../../stats/zones';
import '../../cdp/jobs';
import '../../leads/jobs';
import '../../media/jobs';
import '../../pages/font-cut-sweep';
import '../../domains/tls/certificates';
import './fanout';
import './housekeeping';
