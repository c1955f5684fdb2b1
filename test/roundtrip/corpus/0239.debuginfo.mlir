#distinct = distinct[0]<dense<[[-170141183460469231731687303715884105728, -170141183460469231731687303715884105728, -170141183460469231731687303715884105728, 394439147971667644895908629520301617866346829747921900287748954714496972817240580490100500590041093766365634501713358746535705363534738756521604287586996466], [6172342514402173554872193266099415653358039649153123836062333612839595649715083879017809337885612021518788459212339941878029109938978, 956379058483009955276780072711439978693217940351370190067032141526233843004839548877540726593462204948515655391279121237939405729567095596567332964810397085042754004052730, -19340430476234506736982276029134, 2343061789105870079255602774627343200549436788498457560911157611986277057060906798117874883162210619925074909035487809016161], [925872645734035375965339334952380916969047963184, 0, 3702433897145293906566, 2202422154977237540058358437058804654852468340407434060497205857857976055315371872343367488411970280849484774526544434724639795231306108665323403602262413046814621950377454706077805649024016059486110239617900150847514587422882535380587447902]]> : tensor<3x4xi1024>>
#loc = loc(unknown)
#loc3 = loc("0239.in.mlir":7:8)
#loc5 = loc("0239.in.mlir":9:10)
#loc15 = loc("a.mlir":10:77 to 12:5)
#loc18 = loc("-":224:478)
#map = affine_map<(d0, d1)[s0] -> ()>
#map1 = affine_map<(d0, d1)[s0, s1] -> (-(d0 ceildiv 3), d1 ceildiv 4)>
#loc23 = loc("v"(#loc15))
#loc25 = loc(callsite(#loc at #loc18))
#loc26 = loc("n"(#loc23))
"builtin.module"() ({
  %0 = "bar.yield"() <{}> : () -> f64 loc(#loc2)
  %1 = "x.y"() ({
  }, {
  ^bb0(%arg0: tensor<i1> loc("0239.in.mlir":7:8)):
    "bar.yield"(%0) ({
    ^bb0(%arg1: tuple<> loc("0239.in.mlir":9:10)):
      "d.op_1"(%arg1) {b1 = #bar<"abc">, x0 = #map} : (tuple<>) -> () loc(#loc6)
    }) : (f64) -> () loc(#loc4)
    %4 = "my_dialect.thing"() ({
      %7 = "a.b"(%arg0) : (tensor<i1>) -> ((f64) -> ()) loc(#loc)
      %8:3 = "a.b"(%arg0, %arg0) <{_u0 = tuple<i8, f8E4M3FNUZ>}> ({
        %11 = "bar.yield"() {_u1 = #distinct, b0 = !foo.v<-4 , [[-4, 34]] , {{"x y", "x y", f32} , {-7,?}}>} : () -> !bar.t<[? , <-7, ?>], "x y", "x y"> loc(#loc9)
        %12:2 = "a.b"(%0) {b1 = @_priv::@f_1::@a, "quoted key 0"} : (f64) -> (!foo.param<{-7 ?}, true, 91>, f32) loc(#loc10)
        %13:4 = "d.op_1"(%11, %7, %11) <{k$0 = affine_map<(d0) -> (-32, -d0 - 3)>}> {k$0 = [-2.000000e+00]} : (!bar.t<[? , <-7, ?>], "x y", "x y">, (f64) -> (), !bar.t<[? , <-7, ?>], "x y", "x y">) -> (memref<7xf64, 2>, bf16, ui8, tensor<3x300x6x7xf16>) loc(#loc11)
        %14 = "x.y"(%13#1, %13#2) : (bf16, ui8) -> i64 loc(#loc22)
      }) : (tensor<i1>, tensor<i1>) -> (complex<bf16>, index, f8E5M2FNUZ) loc(#loc8)
      %9 = "foo.bar.baz"() <{}> : () -> complex<si64> loc(#loc13)
      %10 = "z.nop"() <{}> {d.k2 = 1 : i64, k$0 = true, k$1 = #loc26} : () -> memref<318x6xindex, strided<[?, 28]>> loc(#loc14)
    }, {
      %6:3 = "z.nop"() : () -> (complex<f8E4M3>, complex<i17>, (vector<1xi1>, tensor<34x?xindex>, f8E4M3) -> i64) loc(#loc27)
    }) {"quoted key 0" = "\22", x1 = #loc25} : () -> memref<3x3x7xi128, 6> loc(#loc7)
    %5 = "foo.bar.baz"(%arg0) <{b0 = @"\C3\A9", x1 = "a@\C3\A9_{!_"}> : (tensor<i1>) -> bf16 loc(#loc19)
  }) {sym_name0 = 1.250000e-01 : f6E3M2FN} : () -> memref<*xindex> loc(#loc)
  %2 = "my_dialect.thing"(%1) {"quoted key 0" = array<f64: 2.500000e-03, -0.89686239999999995, 1.000000e+02>} : (memref<*xindex>) -> memref<440xf32, "shared"> loc(#loc10)
  %3:4 = "foo.compute"(%0, %0, %2) {d.k0 = [[array<i1: true, true, false>, dense<[0, -170141183460469231731687303715884105728, 21466613946383862761298217996, 1]> : vector<4xi1024>, @s$, "%\C3\A9"], [2.718750e+00 : bf16, dense<[0, 81, 0]> : vector<3xui32>, unit, -1], #map1], d.k1 = -2147483648 : si32} : (f64, f64, memref<440xf32, "shared">) -> (vector<11xi1>, complex<f16>, i1, f32) loc(#loc20)
}) : () -> () loc(#loc21)
#loc1 = loc("f":41:444)
#loc2 = loc("0239.in.mlir":3:9)
#loc4 = loc("src/x.py":0:409)
#loc6 = loc("0239.in.mlir":11:7)
#loc7 = loc("0239.in.mlir":13:10)
#loc8 = loc("0239.in.mlir":15:15)
#loc9 = loc("0239.in.mlir":17:15)
#loc10 = loc("op.1")
#loc11 = loc("0239.in.mlir":19:20)
#loc12 = loc("f":0:172)
#loc13 = loc("f":10:343)
#loc14 = loc("src/x.py":9:0)
#loc16 = loc("a.mlir":34:41 to :44)
#loc17 = loc("f":162:4294967295)
#loc19 = loc("0239.in.mlir":29:11)
#loc20 = loc("dir/with space.c":71:0)
#loc21 = loc(callsite(#loc at #loc1))
#loc22 = loc(callsite(#loc12 at #loc))
#loc24 = loc(fused[#loc16, #loc17])
#loc27 = loc(callsite(#loc24 at #loc))

