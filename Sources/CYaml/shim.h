#ifndef DELI_CYAML_SHIM_H
#define DELI_CYAML_SHIM_H

#include <yaml.h>

#endif
