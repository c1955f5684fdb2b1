"builtin.module"() ({
  "func.func"() <{function_type = (memref<2xindex>) -> (vector<8x1xindex>, index, memref<?xindex>), res_attrs = [{}, {test.foo = 1 : i32}, {}], sym_name = "compute0"}> ({
  ^bb0(%arg2: memref<2xindex>):
    %19 = "arith.constant"() <{value = dense<1.000000e+00> : vector<8xf16>}> : () -> vector<8xf16>
    %20 = "arith.negf"(%19) <{fastmath = #arith.fastmath<none>}> : (vector<8xf16>) -> vector<8xf16>
    %21 = "arith.constant"() <{value = 0 : i64}> : () -> i64
    %22 = "math.ipowi"(%21, %21) : (i64, i64) -> i64
    %23 = "arith.constant"() <{value = dense<4.000000e+02> : vector<8x1xf32>}> : () -> vector<8x1xf32>
    %24 = "math.erf"(%23) <{fastmath = #arith.fastmath<none>}> : (vector<8x1xf32>) -> vector<8x1xf32>
    %25 = "arith.constant"() <{value = 24 : i8}> : () -> i8
    %26:2 = "arith.addui_extended"(%25, %25) : (i8, i8) -> (i8, i1)
    %27 = "arith.constant"() <{value = 2 : index}> : () -> index
    %28 = "arith.constant"() <{value = 29 : index}> : () -> index
    %29 = "arith.constant"() <{value = 1 : index}> : () -> index
    %30 = "arith.constant"() <{value = 1.503910e-01 : bf16}> : () -> bf16
    %31 = "scf.for"(%27, %28, %29, %30) ({
    ^bb0(%arg3: index, %arg4: bf16):
      %35 = "arith.constant"() <{value = -2 : i16}> : () -> i16
      %36 = "arith.cmpi"(%35, %35) <{predicate = 3 : i64}> : (i16, i16) -> i1
      %37 = "scf.if"(%36) ({
        %38 = "arith.constant"() <{value = 1 : index}> : () -> index
        %39 = "arith.constant"() <{value = 5 : index}> : () -> index
        %40 = "arith.constant"() <{value = 2 : index}> : () -> index
        %41 = "arith.constant"() <{value = -1 : index}> : () -> index
        %42:2 = "scf.for"(%38, %39, %40, %41, %28) ({
        ^bb0(%arg5: index, %arg6: index, %arg7: index):
          "scf.yield"(%27, %arg5) : (index, index) -> ()
        }) : (index, index, index, index, index) -> (index, index)
        "scf.yield"(%40) : (index) -> ()
      }, {
        "scf.yield"(%28) : (index) -> ()
      }) : (i1) -> index
      "scf.yield"(%30) : (bf16) -> ()
    }) : (index, index, index, bf16) -> bf16
    %32 = "arith.constant"() <{value = dense<[[1], [0], [22], [-17], [1], [0], [1], [1]]> : vector<8x1xindex>}> : () -> vector<8x1xindex>
    %33 = "arith.constant"() <{value = 5 : index}> : () -> index
    %34 = "memref.alloc"(%33) <{operandSegmentSizes = array<i32: 1, 0>}> : (index) -> memref<?xindex>
    "func.return"(%32, %29, %34) : (vector<8x1xindex>, index, memref<?xindex>) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (tensor<?xindex>, vector<8xindex>) -> (f64, memref<4x4x3xi32>, i64), sym_name = "compute1", sym_visibility = "public"}> ({
  ^bb0(%arg0: tensor<?xindex>, %arg1: vector<8xindex>):
    %0 = "arith.constant"() <{value = 5 : index}> : () -> index
    %1 = "tensor.empty"(%0) : (index) -> tensor<?xf64>
    %2 = "arith.maxnumf"(%1, %1) <{fastmath = #arith.fastmath<none>}> : (tensor<?xf64>, tensor<?xf64>) -> tensor<?xf64>
    %3 = "arith.constant"() <{value = 0 : index}> : () -> index
    %4 = "tensor.extract"(%1, %3) : (tensor<?xf64>, index) -> f64
    %5 = "arith.constant"() <{value = -1.000000e+00 : f16}> : () -> f16
    %6 = "math.asin"(%5) <{fastmath = #arith.fastmath<reassoc,contract>}> : (f16) -> f16
    %7 = "arith.constant"() <{value = 16 : i64}> : () -> i64
    %8 = "arith.maxsi"(%7, %7) : (i64, i64) -> i64
    %9 = "arith.constant"() <{value = 5.000000e-01 : bf16}> : () -> bf16
    %10 = "arith.divf"(%9, %9) <{fastmath = #arith.fastmath<none>}> : (bf16, bf16) -> bf16
    %11 = "arith.constant"() <{value = 6 : index}> : () -> index
    %12 = "memref.alloc"(%11) <{alignment = 64 : i64, operandSegmentSizes = array<i32: 1, 0>}> : (index) -> memref<?x1xf16>
    %13 = "arith.constant"() <{value = 0 : index}> : () -> index
    %14 = "arith.constant"() <{value = 0 : index}> : () -> index
    %15 = "memref.load"(%12, %13, %14) : (memref<?x1xf16>, index, index) -> f16
    %16 = "arith.constant"() <{value = 0.000000e+00 : f32}> : () -> f32
    %17 = "math.exp2"(%16) <{fastmath = #arith.fastmath<none>}> : (f32) -> f32
    %18 = "memref.alloca"() <{operandSegmentSizes = array<i32: 0, 0>}> : () -> memref<4x4x3xi32>
    "func.return"(%4, %18, %7) : (f64, memref<4x4x3xi32>, i64) -> ()
  }) {test.kernel} : () -> ()
}) : () -> ()

