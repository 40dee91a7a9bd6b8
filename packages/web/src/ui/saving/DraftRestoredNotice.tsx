import { useState } from 'react';
import { Alert } from '../primitives/Alert.tsx';
import { Button } from '../primitives/Button.tsx';

/**
 * Says that unsaved edits kept from an earlier visit were put back (DESIGN.md "No lost work"), so the
 * author is not surprised by values they do not remember typing today. Shown until dismissed.
 */
export function DraftRestoredNotice({ restored, labels }: { restored: boolean; labels: { text: string; dismiss: string } }) {
  const [dismissed, setDismissed] = useState(false);
  if (!restored || dismissed) return null;
  return (
    <Alert tone="info">
      <p>{labels.text}</p>
      <Button variant="quiet" onClick={() => setDismissed(true)}>
        {labels.dismiss}
      </Button>
    </Alert>
  );
}
