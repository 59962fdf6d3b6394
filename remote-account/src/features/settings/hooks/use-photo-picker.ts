import { LIMITS } from '@inventor-portal/shared/schemas';
import { useEffect, useState } from 'react';

export const PHOTO_TYPE_ERROR = 'Please choose an image file.';
export const PHOTO_SIZE_ERROR = `The photo must be at most ${LIMITS.photoBytes / (1024 * 1024)} MB.`;

/** A photo chosen but not saved yet, with its preview URL (released when no longer shown). */
export function usePhotoPicker() {
  const [file, setFile] = useState<File | null>(null);
  const [preview, setPreview] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);

  useEffect(() => {
    if (!file) return undefined;
    const url = URL.createObjectURL(file);
    setPreview(url);
    return () => URL.revokeObjectURL(url);
  }, [file]);

  const pick = (chosen: File | null | undefined) => {
    if (!chosen) return;
    if (!chosen.type.startsWith('image/')) {
      setError(PHOTO_TYPE_ERROR);
      return;
    }
    if (chosen.size > LIMITS.photoBytes) {
      setError(PHOTO_SIZE_ERROR);
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
