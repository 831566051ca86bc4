"""thinkingbox's RubricConfig (thinkingbox/common/config_types.py), without pydantic."""

from thinkingbox.common._model import Model, model


@model("criterion", "weight", "is_penalty", "penalty_type", is_penalty=False, penalty_type="deduction")
class RubricConfig(Model):
    def __init__(self, **kwargs):
        super().__init__(**kwargs)
        if self.weight is None or self.weight < 0:
            raise ValueError("weight must be >= 0")
        if self.penalty_type not in ("deduction", "multiplicative"):
            raise ValueError("penalty_type must be 'deduction' or 'multiplicative'")
        if self.is_penalty and self.penalty_type == "multiplicative" and self.weight > 1:
            raise ValueError("multiplicative penalty weight must be in [0.0, 1.0]")


TEST_CASE_FN_NAME = "__tb_test_fn"
