// ir-gen random --seed 104 --size 29
#x_y0 = dense<-6> : tensor<3x4xsi8>
!T_0 = vector<9x15xi1024>
#l_x1 = loc("f":4294967295:164)
#l_x2 = loc(callsite("name" at #l_x1))
#x_y3 = -146558367561: i128
#attr_4 = "}<\t\t "
#x_y5 = affine_set<(i0) : (8 <= 3, 4 * (i0) <= 8, (3) ceildiv 2 >= i0 * 5)>

"builtin.module"() ({
 // // nested
 %v0:3 = "foo.compute"()<{my.k0= 1.27251e+32 : f64, "quoted key 1"= array<i32: 1, 47109, 522, 0xFFFFFFFF>, x2= "*/{_}!🙂-/!\12"}> ({
  %_1 = "foo.bar.baz"() {sym_name0= "\EE}", value1= [loc("dir/with space.c":260:221), #x_y0], a2= #x.p<-2 , {<true,"x y">}>}: () -> (ui1)
  "foo.bar.baz"(%_1, %_1) {"quoted key 0", x1= 135, z92= #x_y0}: (ui1, ui1) -> () loc(unknown)
  %2 = "z.nop"(%_1) {attr0= affine_map<(d0, d1)[s0, s1] -> ()>, value1= affine_map<() -> (2 * (4) * 2)>, "quoted key 2"  = "*.@!!\"X\\", a3}: (ui1) -> f64 loc("src/x.py":349:0)
  %3 = "foo.bar.baz"(%_1, %2) {x0= 0}: (ui1, f64) -> memref<4x34x112xsi16, strided<[?, 32, 1], offset: ?>, "gpu">
  %value4:4 = "d.op_1"(%2, %_1, %3): (f64, ui1, memref<4x34x112xsi16, strided<[?, 32, 1], offset: ?>, "gpu">) -> (memref<410x?x714xindex>, complex< f64>, index, tensor<?x5x2x5xf32>)
  %v5 = "x.y"() ({
   "foo.compute"(%value4#0, %value4#0): (memref<410x?x714xindex>, memref<410x?x714xindex>) -> ()
   %value6:4 = "foo.op"(%value4#2, %value4#2) {}: (index, index) -> (f8E5M2, memref<?x2x51xsi1, strided<[?, ?, ?], offset: ?>>, f32,  tf32)
   %v7 = "foo.bar.baz"(%value6#1, %value6#2, %value6#2) {}: (memref<?x2x51xsi1, strided<[?, ?, ?], offset: ?>>, f32, f32) -> !T_0
   %tmp_8 = "foo.bar.baz"(%value6#2, %value6#1): (f32, memref<?x2x51xsi1, strided<[?, ?, ?], offset: ?>>) -> (tensor<?x4xf16, #foo.enc<{"x y" , i8 , "x y"}, ["x y" ? f32]>>) loc(#l_x2)
   %_9 = "z.nop"(%value4#3, %value6#2, %tmp_8)<{sym_name0= 232856.0 : f32}>: (tensor<?x5x2x5xf32>, f32, tensor<?x4xf16, #foo.enc<{"x y" , i8 , "x y"}, ["x y" ? f32]>>) -> vector<2xf64> loc("dir/with space.c":4294967295:327)
  }) {a0, a1= {a0= #x.attr, k$1= @"x y"::@"x y", attr2= dense<[91.62E0, 0x6BB5581F, 6.128, 85.68E1]> : vector<4xf32> , value3= array<i8: 255>}, x2= true}: () -> (f4E2M1FN) loc("callee"("with \"q\""))
 }, {
  // "quotes" and {braces} in a comment
  "a.b"() ({
   %$10:3 = "d.op_1"() ({
   ^exit6():
    %r11:2 = "x.y"(): () -> (!my_dialect.t<f32>, !my_dialect.v<<{"x y", -1}, -3>, {-5}>)
   }):  () -> (f80, f8E5M2, tuple<index, f16, i64>)
  }) {foo.k0= #x_y3, d.k1= 8.29597e6 : bf16, "quoted key 2"= -5.88638e+38 : f8E5M2}	: () -> () loc("with \"q\"")
  "foo.compute"(): () -> ()
  "bar.yield"() ({
  ^bb7():
   %_12 = "x.y"() {"quoted key 0"= f64, _u1= 0: si1}: () -> i32
   "foo.bar.baz"() <{foo.k0= affine_map<(d0)[s0, s1] -> ((6 * (s0)) mod 2)>, attr1= affine_map<(d0, d1) -> (8 * (d0), (6 + 7) ceildiv 4)>}>: () -> ()
   %tmp_13 = "my_dialect.thing"(%_12) {my.k0=  unit, k$1= affine_set<(d0, d1, d2)[s0] : ((d0) ceildiv 9 >= 0)>}: (i32) -> tensor<855x521x853xf16> loc(fused["name", #l_x1, "f":4294967295:134])
   "a.jump"(%tmp_13, %_12, %tmp_13)[^b8, ^b8]: (tensor<855x521x853xf16>, i32, tensor<855x521x853xf16>) -> ()
  ^b8(%14: complex<f4E2M1FN> loc(fused<"meta">["op.1"]), %v15: si8 loc("dir/with space.c":342:262), %v16: index loc("f":293:316)):
   %x17:4 = "x.y"()<{d.k0= 65504.0 : bf16, "quoted key 1"= #foo.attr, a2=   {}, "quoted key 3"= 330212.0 : f16}>: () -> (i16, vector<[1]xf16>, tuple<si8, index>, none)

   %value18 = "my_dialect.thing"(): () -> none loc("":17:55 to 20:63)
   %19 = "my_dialect.thing"(%x17#1) {}: (vector<[1]xf16>) -> memref<*xcomplex<f64>>
   "a.jump"()[^bb9, ^bb10] ({
    %value20 = "my_dialect.thing"(%x17#1, %19)<{}> {_u0, my.k1= 0x2951FA7A56C41620: i64}: (vector<[1]xf16>, memref<*xcomplex<f64>>) -> complex<bf16> loc("a.mlir:31:78 to 31:67)
   }) {"quoted key 0"= {"quoted key 0", x1= 0x1: i1}, value1= loc("":13:58 to :65), b2= {z90, k$1= [0x3BA06FD67568ED74 : f64], x2= #my.p<i8 , ? , <<?, "x y", ?>, [-2]>>, sym_name3}, b3= bf16}: () -> ()
  ^bb9:
   %-21:3 = "a.b"(%_12, %tmp_13): (i32, tensor<855x521x853xf16>) -> (tensor<complex<f8E4M3B11FNUZ>>, i8, memref<?xindex>)
   %value22, %tmp_23:2 = "d.op_1"(%-21#1, %-21#1, %tmp_13) {"quoted key 0"= "a\C3\A9", value1}: (i8, i8, tensor<855x521x853xf16>) -> (!T_0, tensor<*xbf16>, index) loc("callee"(unknown))
   "x.switch"(%-21#0,
    %-21#2)[^bb10, ^b8]: (tensor<complex<f8E4M3B11FNUZ>>, memref<?xindex>) -> ()
  ^bb10(%_24: memref<3x4x?xsi7, strided<[?, 17, ?], offset: 4>>, %v25: f8E8M0FNU, %_26: !x.t<{"x y", {"x y"}}, [<93,"x y">, -5, 72], a.b> loc(unknown)):
   %_27 = "foo.bar.baz"() {}: () -> none
  }) {"quoted key 0", _u1, z92= "#'b", foo.k3= #attr_4}: () -> ()
  %28 = "z.nop"() {sym_name0= "b{ Ω*!/\n#ß", d.k1 = @"x y", k$2= 0xEA6C : bf16}: () -> complex<bf16>
  "x.switch"()[^bb3, ^b4]: () -> () loc("":0:120)
 ^bb3:
  "foo.br"()[^b4, ^bb3]: () -> ()
 ^b4:
  %$29, %value30:3 = "d.op_1"(%28, %28, %28) <{}> {}: (complex<bf16>, complex<bf16>, complex<bf16>) -> (si8, f8E4M3FN, si32, f64)
 }, {
  "cfx.cond_br"()[^x.y13] {a0, foo.k1= -1: i32, value2= 0.0 : f16}: () -> ()
 ^x.y13:
  // // nested
  "cfx.cond_br"()[^bb14, ^bb14]<{x0= i1}>: () -> ()
 ^bb14:
  %a.b31 = "foo.bar"() <{value0, z91= dense<(8.382, 211.226314)> : tensor<170xcomplex<f64>>, "quoted key 2"= complex<f8E4M3B11FNUZ>}> {}: () -> complex<tf32> loc("src/x.py":385:168)
 }): () -> (bf16, f16, si16)
 %32 = "bar.yield"(%v0#2): (si16) -> (vector<8xsi64>)
 %33, %34:2 = "foo.compute"(%v0#2, %v0#1) {value0, z91= [[" !\2A\3E\"" : f8E4M3FN, 0x7E7: i24], dense<[[0x1, 0x1], [0x0, 255], [5, 0], [0, 0]]> : tensor<4x2xui8>]}: (si16, f16) -> (f64, vector<[12]x12xui8>, f8E3M4) loc("with \"q\"")

 %_35:2 = "foo.op"() {"quoted key 0", attr1=   47: ui32}: () -> (complex<f32>, complex<f80>) loc(callsite(fused[] at fused["f":38, "f":98:317, "f":38:76 to 39:26]))
}) {foo.module_attr = #x_y5} : () -> ()
