import { Blob as NodeBlob, File as NodeFile } from 'node:buffer';

/*
 * Multipart uploads in component tests. The app builds a FormData with the chosen File; MSW turns
 * the request into a Fetch Request, whose body Node only writes correctly for its own FormData,
 * Blob and File (jsdom's come out as an empty "blob" part). So files and forms here are Node's.
 * jsdom has no object URLs either: previews get a stand-in URL per file.
 */
const NodeFormData = (await new Response(new URLSearchParams('probe=1')).formData()).constructor;
Object.assign(globalThis, { Blob: NodeBlob, File: NodeFile, FormData: NodeFormData });

let objectUrls = 0;
Object.assign(URL, {
  createObjectURL: () => `blob:http://localhost:3000/preview-${(objectUrls += 1)}`,
  revokeObjectURL: () => undefined,
});
