import { DeleteWithConfirmButton, useRecordContext } from 'react-admin';

/**
 * A row's Delete with the seed's confirmation ('Are you sure you want to delete this charm?'),
 * naming the item; pessimistic, so a refusal shows instead of a row that vanished and came back.
 */
export function DeleteItemButton({ question }: { question: string }) {
  const record = useRecordContext();
  if (!record) return null;
  return (
    <DeleteWithConfirmButton
      mutationMode="pessimistic"
      confirmTitle={question}
      confirmContent={<>{String(record.name ?? '')}</>}
    />
  );
}
