// ir-gen random --seed 38 --size 11
#loc0 = loc("a.mlir":4294967295:135)
#l_x1 = loc(fused<2 : i32>[callsite("":330:234 at "op.1"), fused["src/x.py":4:77 to 5:66, "name", #loc0]])
!ty0 = si32
#l_x2 = loc(callsite(#l_x1 at unknown))
#L3 = loc("":0:447)
!T_1 = bf16
#l_x4 = loc("with \"q\"")

"builtin.module"() ({
  "d.op_1"(: () -> () loc(#l_x1)
  %value0 = "x.y"() {value0= 122}: () -> tensor<967x420x47xcomplex<f16>> loc("f":8:62 to 11:55)
  %1 = "z.nop"(%value0, %value0) {}: (tensor<967x420x47xcomplex<f16>>, tensor<967x420x47xcomplex<f16>>) -> tuple<f8E8M0FNU, f32>
  %_2:4 = "foo.op"(%value0, %1)<{k$0= 7.381 : f16}>: (tensor<967x420x47xcomplex<f16>>, tuple<f8E8M0FNU, f32>) -> (bf16, memref<127x23xui64, "gpu">, none, tensor<2x951xcomplex<f8E8M0FNU>>)
  "foo.bar"(%_2#2, %1) ({
  ^0(%tmp_3 : ui32 loc("dir/with space.c":98:472), %$4: f6E3M2FN loc("a.mlir":24)):
    %_5 = "d.op_1"() ({
      %value6 = "a.b"(): () -> memref<5x692xf64, affine_map<(d0, d1) -> (d0, d1)>>
      %7 = "foo.op"(%value0, %_2#3, %value6) ({
        %8 = "z.nop"(%value6) {z90= dense<> : tensor<0xindex>}: (memref<5x692xf64, affine_map<(d0, d1) -> (d0, d1)>>) -> f32 loc("with \"q\"")
        %x9:3 = "z.nop"(%value6): (memref<5x692xf64, affine_map<(d0, d1) -> (d0, d1)>>) -> (f8E3M4, !ty0, !ty0)
      }, {
      ^3(%10: bf16 loc(fused[#l_x2, callsite("":442:0 at "":478:487), "a.mlir":2:47 to :53])):
        "foo.br"(%$4, %10, %tmp_3)[^loop4] <{d.k0}>: (f6E3M2FN, bf16, ui32) -> ()
      ^loop4():
        "cfx.cond_br"(%_2#1, %_2#1)[^bb5, ^loop4]: (memref<127x23xui64, "gpu">, memref<127x23xui64, "gpu">) -> () loc(#L3)
      ^bb5(%11 : f32 loc(fused<"meta">[])):
        "cfx.cond_br"(%11)[^exit6]: (f32) -> ()
      ^exit6(%a.b12: index, %v13: !T_1):
        "foo.compute"(%10, %a.b12) {k$0= 0x706729C920A40BEF08E: i128, k$1= loc("name"), "quoted key 2"= 65535: ui16, "quoted key 3"= dense<2.718281828459045> : tensor<2x1xf16>}: (bf16, index) -> () loc("src/x.py":12:37 to 15:62)
      }): (tensor<967x420x47xcomplex<f16>>, tensor<2x951xcomplex<f8E8M0FNU>>, memref<5x692xf64, affine_map<(d0, d1) -> (d0, d1)>>) -> vector<4xf64>
      %_14 = "a.b"(%1, %tmp_3, %_2#1) <{"quoted key 0"= distinct[2]<0: si7>, value1= 50609.0 : f32}> {foo.k0= loc("dir/with space.c":23:75 to :81), "quoted key 1"= dense<3.14159265358979> : tensor<4x1xf8E5M2>, attr2= loc("":43:17 to :22), attr3}: (tuple<f8E8M0FNU, f32>, ui32, memref<127x23xui64, "gpu">) -> ((tensor<3x4x3x8xi7, 6 : i32>) -> ()) loc(fused<"meta">[#loc0, #l_x4])
    }): () -> complex<f16>
  }): (none, tuple<f8E8M0FNU, f32>) -> ()
  %value15:4 = "d.op_1"(%_2#3, %_2#0, %_2#2): (tensor<2x951xcomplex<f8E8M0FNU>>, bf16, none) -> (complex<i24>, !ty0, f64, index)
  "foo.bar.baz"() {b0= distinct[3]<>, a1= @"x y", value2}: () -> ()
  %16 = "d.op_1"() {"quoted key 0"= dense<(0x44556BFB130D6EDB, -6.414)> : tensor<complex<f64>>}: () -> tuple<> loc("src/x.py":4294967295:4294967295)
}) : () -> ()
