"""A small stand-in for the pydantic models thinkingbox's types are (standard library only)."""

import copy


class Model:
    """Fields are class attributes giving defaults (a callable default is a factory)."""

    _fields = ()

    def __init__(self, **kwargs):
        for name in self._fields:
            if name in kwargs:
                value = kwargs.pop(name)
            else:
                default = getattr(type(self), "_default_" + name, None)
                value = default() if callable(default) else copy.deepcopy(default)
            object.__setattr__(self, name, value)
        if kwargs:
            raise TypeError("%s: unknown field(s) %s" % (type(self).__name__, ", ".join(sorted(kwargs))))

    def model_dump(self):
        def dump(v):
            if isinstance(v, Model):
                return v.model_dump()
            if isinstance(v, list):
                return [dump(i) for i in v]
            if isinstance(v, dict):
                return {k: dump(i) for k, i in v.items()}
            return v

        return {name: dump(getattr(self, name)) for name in self._fields}

    def model_copy(self, deep=False):
        return copy.deepcopy(self) if deep else copy.copy(self)

    def __eq__(self, other):
        return type(self) is type(other) and self.model_dump() == other.model_dump()

    def __repr__(self):
        return "%s(%s)" % (
            type(self).__name__,
            ", ".join("%s=%r" % (n, getattr(self, n)) for n in self._fields),
        )


def model(*fields, **defaults):
    """Class decorator: declares the fields and their defaults."""

    def wrap(cls):
        cls._fields = tuple(fields)
        for name, default in defaults.items():
            setattr(cls, "_default_" + name, default)
        return cls

    return wrap
