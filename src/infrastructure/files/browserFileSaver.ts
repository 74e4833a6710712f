import type { FileSaver } from '@/application/homework/resultsPorts';

/**
 * Saves a file through the browser's download: a Blob behind a temporary link that is clicked
 * and removed. The object URL is revoked after the click has been handled, not before, or some
 * browsers download nothing.
 */
export function createBrowserFileSaver(): FileSaver {
  return {
    save({ name, type, text }) {
      const url = URL.createObjectURL(new Blob([text], { type }));
      const link = document.createElement('a');
      link.href = url;
      link.download = name;
      link.hidden = true;
      document.body.append(link);
      link.click();
      link.remove();
      setTimeout(() => URL.revokeObjectURL(url), 0);
    },
  };
}
