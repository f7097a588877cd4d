import { Select } from '@mantine/core';
import { useParams } from 'react-router';

import { ClaimCasePage } from '../../features/claims/components/claim-case-page';
import { ClaimsPage } from '../../features/claims/components/claims-page';
import type { StayFieldRenderer } from '../../features/claims/components/new-claim-case-modal';
import { formatDate } from '../../features/claims/domain/claim-view';
import { addDays, localToday } from '../../features/portfolio/components/portfolio-format';
import { useProperties } from '../../features/properties/api/list-properties';
import { useReservations } from '../../features/reservations/api/list-reservations';

const STAY_LABEL = 'Stay';
const STAY_HINT = 'Left empty: the last stay that checked out before now.';

/** The stays of the last 60 days at the chosen property, latest first (a case is about a stay that happened). */
function PropertyStaySelect({ propertyId, value, onChange, error }: Parameters<StayFieldRenderer>[0] & { propertyId: string }) {
  const today = localToday();
  const stays = useReservations(propertyId, { from: addDays(today, -60), to: addDays(today, 1), includeCancelled: false });
  const options = (stays.data?.reservations ?? [])
    .filter((stay) => stay.kind === 'guest' && stay.checkInDate <= today)
    .sort((a, b) => b.checkOutDate.localeCompare(a.checkOutDate))
    .map((stay) => ({ value: stay.id, label: `${stay.guestName}, ${formatDate(stay.checkInDate)} – ${formatDate(stay.checkOutDate)}` }));
  return (
    <Select
      label={STAY_LABEL}
      description={STAY_HINT}
      placeholder={stays.isPending ? 'Loading the stays…' : 'The last checkout'}
      data={options}
      value={value}
      onChange={onChange}
      error={error}
      clearable
    />
  );
}

function StaySelect(field: Parameters<StayFieldRenderer>[0]) {
  if (!field.propertyId) return <Select label={STAY_LABEL} description={STAY_HINT} placeholder="Choose the property first" data={[]} disabled error={field.error} />;
  return <PropertyStaySelect {...field} propertyId={field.propertyId} />;
}

const renderStayField: StayFieldRenderer = (field) => <StaySelect {...field} />;

/** /claims: the cases; the property filter and the New case form list the workspace's properties and their stays. */
export function ClaimsRoute() {
  const properties = useProperties();
  return <ClaimsPage properties={properties.data?.properties.map(({ id, name }) => ({ id, name })) ?? []} renderStayField={renderStayField} />;
}

/** /claims/:caseId: one case. */
export function ClaimCaseRoute() {
  const { caseId = '' } = useParams();
  return <ClaimCasePage key={caseId} caseId={caseId} />;
}
