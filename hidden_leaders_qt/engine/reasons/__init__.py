"""Why a thing a person might pick is not offered now: reasons as data, and their words."""
