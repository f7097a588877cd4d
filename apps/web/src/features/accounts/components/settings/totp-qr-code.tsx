import { Skeleton } from '@mantine/core';
import QRCode from 'qrcode';
import { useEffect, useState } from 'react';

const SIZE = 200;

/** The authenticator-app setup link as a QR code, drawn in the browser (the secret never leaves it). */
export function TotpQrCode({ totpURI }: { totpURI: string }) {
  const [image, setImage] = useState<string | null>(null);
  useEffect(() => {
    let isCurrent = true;
    QRCode.toDataURL(totpURI, { width: SIZE, margin: 1 })
      .then((url) => isCurrent && setImage(url))
      .catch(() => isCurrent && setImage(null));
    return () => {
      isCurrent = false;
    };
  }, [totpURI]);
  if (!image) return <Skeleton width={SIZE} height={SIZE} />;
  return <img src={image} width={SIZE} height={SIZE} alt="QR code for your authenticator app" />;
}
