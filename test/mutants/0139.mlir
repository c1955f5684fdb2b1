// ir-gen random --seed 44 --size 16
#map0 = 1: i8

"builtin.module"() ({
 "foo.bar.baz"() {x0= unit, _u1= loc("n"(fused[unknown, "a.mlir":9:15 to 10:sparse, unknown])), _u2= false, my.k3}	: () -> ()
 // a comment
 %_0:3 = "my_dialect.thing"(): () -> (i1, f32, complex<f64>)
 %_1:3 = "z.nop"() {b0= false}: () -> (tuple<i8, index, f4E2M1FN>, vector<[3]xf64>, !bar.t) loc(unknown)
 // // nested
 %v2 = "foo.compute"(%_0#2) <{value0= #map0,foo.k1= dense_resource<r.0> : tensor<6xf64>, b2= 489: ui64}>: (complex<f64>) -> f16
 // é unicode
 %value3, %value4:2 = "z.nop"() {}: () -> (!my_dialect.param<"x y", "x y", {<-8> , [true]}>, f16,ui24) loc("f":23:65 to 26:21) // trailing comment
 %x5 = "foo.bar"(%_1#1, %value4#0, %value3) {}: (vector<[3]xf64>, f16, !my_dialect.param<"x y", "x y", {<-8> , [true]}>) -> ((tensor<1x1x0xi3, #foo.enc<-3>>, !my_dialect.type) -> ())
 %6 = "d.op_1"(): () -> i32 loc("":0:498)
 %value7 = "x.y"()<{_u0, sym_name1}> {}: () -> i32 loc("with \"q\"")
 "bar.yield"(): () -> ()
 %8 = "foo.compute"(%value3, %value4#1, %value4#1): (!my_dialect.param<"x y", "x y", {<-8> , [true]}>, ui24, ui24) -> complex<bf16> loc("":481:144)
 %v9 = "foo.compute"(%value7) <{b0= @f_1, "quoted key 1"= #map0, sym_name2= 8.58695e+15 : f32, _u3= "b<" : bf16}> ({
}) {}: (i32) -> tuple<si1,f32>

 %10 = "d.op_1"(%v2, %v9): (f16, tuple<si1,f32>) -> index loc("op.1")
 %value11 = "x.y"()<{a0= false, "quoted key 1"= affine_map<(d0, d1) -> (3 * ((d0) ceildiv 1), ((3) floordiv 4) mod 8, (d1 * 3) floordiv 2)>}>: () -> ((complex<i1>) -> (f32, tensor<34x?x64x2xui17, 3 : i32>)) // trailing comment
 %v12:3 = "bar.yield"(%8, %10) ({
 ^0:
 }, {
 }): (complex<bf16>, index) -> (index, !bar.t, f16) loc("callee"("x"))
 "foo.compute"(%v12#1, %_0#1, %v12#1): (!bar.t, f32, !bar.t) -> () loc("":73) // trailing comment

 "foo.bar.baz"(%v12#2, %6)<{a0= [0: ui24, [#map0, affine_set<(d0, d1, d2)[s0, s1] : (((d0) floordiv 6) ceildiv 3 == 0)>, dense_resource<r.1> : tensor<1xf32>, 1: i8], none, 16<[[1, 3], [1, 2], [2, 3], [2, 3]], [0.1, 1.17549435e-38, 1035414.0, 0xABF8]> : tensor<3x4xbf16>], "quoted key 1"= array<i64>, "quoted key 2"}> {}: (f16, i32) -> () loc("a.mlir":51)
}) {foo.module_attr = [unit, array<i1: false,  true, true>]} : () -> ()

{-#
  dialect_resources: {
    builtin: {
      r.0: "0x080000004764427D4BB195C722EFD4D797CAAACCC99B3278828CC128DE21320FBDA2C6AD53D3E7B338C9A0BE9A0A220BCA49DF91",
      r.1: "0x0400000086F7DCB6"
    }
  }
#-}
