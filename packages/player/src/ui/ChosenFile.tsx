import { useEffect, useState } from 'react';
import { SlideImage, SlideVideo } from './Media.tsx';

/**
 * A picture or video the learner picked from their device, shown from a local address before and after
 * sharing; the address is given back to the browser when the file changes or the slide goes.
 */
export function ChosenFile({ file, label }: { file: File; label: string }) {
  const [address, setAddress] = useState<string | null>(null);
  useEffect(() => {
    const url = URL.createObjectURL(file);
    setAddress(url);
    return () => URL.revokeObjectURL(url);
  }, [file]);
  if (!address) return null;
  if (file.type.startsWith('video/')) return <SlideVideo src={address} title={label} />;
  return <SlideImage src={address} alt={label} fit="contain" />;
}
