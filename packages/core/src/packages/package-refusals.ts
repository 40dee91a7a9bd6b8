// Why a SCORM or AICC package is refused, in the interface's two languages (issue 13). The server answers
// a refused import with `{ message, code, details }`: the code says which rule, `details` the values the
// message names, so the web app can word it again in the learner's language.

export const PACKAGE_MAX_ENTRIES = 10_000;
/** What an unpacked package may weigh in all: far above any real course, far below a zip bomb's. */
export const PACKAGE_MAX_UNPACKED_BYTES = 2_000_000_000;
/**
 * An entry expanding more than this many times its compressed size is refused once it is past
 * PACKAGE_RATIO_FLOOR_BYTES: text compresses 5–20 times, a zip bomb thousands of times.
 */
export const PACKAGE_MAX_EXPANSION_RATIO = 200;
export const PACKAGE_RATIO_FLOOR_BYTES = 1_000_000;
/** A manifest or course-structure file is read whole to parse it; none real is near this. */
export const PACKAGE_MAX_DESCRIPTOR_BYTES = 5_000_000;

export const packageRefusalCodes = [
  'package_not_a_zip',
  'package_damaged',
  'package_encrypted',
  'package_manifest_missing',
  'package_manifest_in_folder',
  'package_manifest_unreadable',
  'package_organization_missing',
  'package_launch_missing',
  'package_launch_file_missing',
  'package_version_unsupported',
  'package_unsafe_path',
  'package_symlink',
  'package_too_many_entries',
  'package_too_large',
  'package_zip_bomb',
  'package_aicc_files_missing',
  'package_aicc_unit_missing',
] as const;
export type PackageRefusalCode = (typeof packageRefusalCodes)[number];

export type PackageLanguage = 'en-US' | 'es-ES';
type Words = Record<PackageLanguage, string>;

const messages: Record<PackageRefusalCode, Words> = {
  package_not_a_zip: {
    'en-US': 'This file is not a zip archive. Upload the package as a .zip file.',
    'es-ES': 'Este archivo no es un archivo zip. Sube el paquete como archivo .zip.',
  },
  package_damaged: {
    'en-US': 'The zip archive is damaged and cannot be read.',
    'es-ES': 'El archivo zip está dañado y no se puede leer.',
  },
  package_encrypted: {
    'en-US': 'The zip archive is protected by a password. Upload it without a password.',
    'es-ES': 'El archivo zip está protegido con contraseña. Súbelo sin contraseña.',
  },
  package_manifest_missing: {
    'en-US': 'The package has no imsmanifest.xml. A SCORM package must have imsmanifest.xml at the root of the zip.',
    'es-ES': 'El paquete no tiene imsmanifest.xml. Un paquete SCORM debe tener imsmanifest.xml en la raíz del zip.',
  },
  package_manifest_in_folder: {
    'en-US':
      'imsmanifest.xml is inside the folder "{folder}". Zip the contents of the package, not the folder that holds them, so that imsmanifest.xml is at the root of the zip.',
    'es-ES':
      'imsmanifest.xml está dentro de la carpeta "{folder}". Comprime el contenido del paquete, no la carpeta que lo contiene, para que imsmanifest.xml quede en la raíz del zip.',
  },
  package_manifest_unreadable: {
    'en-US': 'imsmanifest.xml cannot be read: {reason}',
    'es-ES': 'No se puede leer imsmanifest.xml: {reason}',
  },
  package_organization_missing: {
    'en-US': 'The manifest has no organization: imsmanifest.xml needs an <organizations> element with at least one <organization>.',
    'es-ES': 'El manifiesto no tiene organización: imsmanifest.xml necesita un elemento <organizations> con al menos una <organization>.',
  },
  package_launch_missing: {
    'en-US': 'The manifest names no page to launch: no item of the organization "{organization}" points to a resource with an href.',
    'es-ES':
      'El manifiesto no indica ninguna página que abrir: ningún elemento de la organización "{organization}" apunta a un recurso con href.',
  },
  package_launch_file_missing: {
    'en-US': 'The launch page "{path}" named by the package is not in the zip.',
    'es-ES': 'La página de inicio "{path}" que indica el paquete no está en el zip.',
  },
  package_version_unsupported: {
    'en-US': 'This package is SCORM "{version}". Slidewise plays SCORM 1.2 and SCORM 2004 (3rd and 4th edition).',
    'es-ES': 'Este paquete es SCORM "{version}". Slidewise reproduce SCORM 1.2 y SCORM 2004 (3.ª y 4.ª edición).',
  },
  package_unsafe_path: {
    'en-US':
      'The zip holds an unsafe path: "{name}". Paths may not climb out of the package (..), start with / or a drive letter, or contain backslashes.',
    'es-ES':
      'El zip contiene una ruta insegura: "{name}". Las rutas no pueden salir del paquete (..), empezar por / o una letra de unidad, ni contener barras invertidas.',
  },
  package_symlink: {
    'en-US': 'The zip holds a symbolic link ("{name}"). A package may only hold files and folders.',
    'es-ES': 'El zip contiene un enlace simbólico ("{name}"). Un paquete solo puede contener archivos y carpetas.',
  },
  package_too_many_entries: {
    'en-US': 'The zip holds more than {limit} files and folders.',
    'es-ES': 'El zip contiene más de {limit} archivos y carpetas.',
  },
  package_too_large: {
    'en-US': 'The package expands to more than {limit} bytes.',
    'es-ES': 'El paquete ocupa más de {limit} bytes al descomprimirlo.',
  },
  package_zip_bomb: {
    'en-US':
      'The zip expands suspiciously ("{name}" grows more than {ratio} times its compressed size) and was refused as a possible zip bomb.',
    'es-ES':
      'El zip se expande de forma sospechosa ("{name}" crece más de {ratio} veces su tamaño comprimido) y se ha rechazado como posible bomba zip.',
  },
  package_aicc_files_missing: {
    'en-US': 'An AICC package needs its course files at the root of the zip: {missing} missing.',
    'es-ES': 'Un paquete AICC necesita sus archivos de curso en la raíz del zip: falta {missing}.',
  },
  package_aicc_unit_missing: {
    'en-US': 'The AICC course names no assignable unit to launch: its .au file has no unit with a File_Name.',
    'es-ES': 'El curso AICC no indica ninguna unidad asignable que abrir: su archivo .au no tiene ninguna unidad con File_Name.',
  },
};

export type PackageRefusalDetails = Record<string, string | number>;

/** The refusal's sentence in the language asked for, with the details it names filled in. */
export function packageRefusalMessage(
  code: PackageRefusalCode,
  details: PackageRefusalDetails = {},
  language: PackageLanguage = 'en-US',
): string {
  return messages[code][language].replace(/\{(\w+)\}/g, (whole, name: string) => (name in details ? String(details[name]) : whole));
}
