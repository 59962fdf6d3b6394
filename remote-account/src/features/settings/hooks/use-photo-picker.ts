import { LIMITS } from '@inventor-portal/shared/schemas';
import { useEffect, useState } from 'react';

/** The largest photo, in MB, as the photo block says it. */
export const PHOTO_MAX_MB = LIMITS.photoBytes / (1024 * 1024);

/** Why a chosen file was refused: not an image, or over PHOTO_MAX_MB. */
export type PhotoError = 'type' | 'size';

/** A photo chosen but not saved yet, with its preview URL (released when no longer shown). */
export function usePhotoPicker() {
  const [file, setFile] = useState<File | null>(null);
  const [preview, setPreview] = useState<string | null>(null);
  const [error, setError] = useState<PhotoError | null>(null);

  useEffect(() => {
    if (!file) return undefined;
    const url = URL.createObjectURL(file);
    setPreview(url);
    return () => URL.revokeObjectURL(url);
  }, [file]);

  const pick = (chosen: File | null | undefined) => {
    if (!chosen) return;
    if (!chosen.type.startsWith('image/')) {
      setError('type');
      return;
    }
    if (chosen.size > LIMITS.photoBytes) {
      setError('size');
      return;
    }
    setError(null);
    setFile(chosen);
  };

  const clear = () => {
    setFile(null);
    setPreview(null);
    setError(null);
  };

  return { file, preview: file ? preview : null, error, pick, clear };
}
