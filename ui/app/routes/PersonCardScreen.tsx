// The person's card with what other areas draw on it: the sales area's «add to a pipeline» and the
// webinars area's signups. The persons area imports neither; the route puts them together.
import PersonCard from '../../screens/persons/PersonCard';
import { AddPersonToPipeline } from '../../screens/sales/AddPersonToPipeline';
import { PersonSignups } from '../../screens/webinars/PersonSignups';

export default function PersonCardScreen() {
  return (
    <PersonCard
      parts={{
        addToPipeline: (person) => <AddPersonToPipeline person={person} />,
        signups: (personId, kind) => <PersonSignups personId={personId} kind={kind} />,
      }}
    />
  );
}
