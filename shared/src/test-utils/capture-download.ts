export interface Download {
  fileName: string;
  blob: Blob;
}

/**
 * Captures files handed to the browser download (object URL + anchor click) instead of
 * navigating. Returns the list that fills as downloads happen, and a restore function.
 */
export function captureDownloads(): { downloads: Download[]; restore: () => void } {
  const downloads: Download[] = [];
  const blobs = new Map<string, Blob>();
  let next = 0;
  const originalCreate = URL.createObjectURL;
  const originalRevoke = URL.revokeObjectURL;
  URL.createObjectURL = (blob: Blob) => {
    const url = `blob:test/${(next += 1)}`;
    blobs.set(url, blob as Blob);
    return url;
  };
  URL.revokeObjectURL = () => undefined;
  const click = jest.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (
    this: HTMLAnchorElement,
  ) {
    const blob = blobs.get(this.href);
    if (blob) downloads.push({ fileName: this.download, blob });
  });
  return {
    downloads,
    restore: () => {
      URL.createObjectURL = originalCreate;
      URL.revokeObjectURL = originalRevoke;
      click.mockRestore();
    },
  };
}
