"builtin.module"() ({
  "memref.global"() <{initial_value = dense<-7.500000e+00> : tensor<3xf64>, sym_name = "g0", sym_visibility = "private", type = memref<3xf64>}> : () -> ()
  "func.func"() <{arg_attrs = [{test.foo = 1 : i32}, {}, {}, {}], function_type = (f64, vector<4x4xi32>, tensor<?xf64>, tensor<3xi32>) -> tensor<4x4xi32>, sym_name = "compute0"}> ({
  ^bb0(%arg3: f64, %arg4: vector<4x4xi32>, %arg5: tensor<?xf64>, %arg6: tensor<3xi32>):
    %26 = "arith.constant"() <{value = -7.500000e+00 : f64}> : () -> f64
    %27 = "arith.constant"() <{value = 0 : index}> : () -> index
    %28 = "tensor.insert"(%26, %arg5, %27) : (f64, tensor<?xf64>, index) -> tensor<?xf64>
    %29 = "arith.constant"() <{value = dense<[[0.000000e+00, -1.000000e+00, -7.500000e+00, 1.000000e+00], [1.500000e-01, 1.500000e-01, -2.500000e-01, 1.000000e+02], [3.000000e+00, 5.000000e-01, 2.500000e+00, 5.000000e-01], [-2.500000e-01, 1.000000e+02, 0.000000e+00, 0.000000e+00]]> : vector<4x4xf64>}> : () -> vector<4x4xf64>
    %30 = "arith.cmpf"(%29, %29) <{fastmath = #arith.fastmath<none>, predicate = 13 : i64}> : (vector<4x4xf64>, vector<4x4xf64>) -> vector<4x4xi1>
    %31 = "arith.cmpi"(%27, %27) <{predicate = 6 : i64}> : (index, index) -> i1
    "scf.if"(%31) ({
      %37 = "memref.get_global"() <{name = @g0}> : () -> memref<3xf64>
      %38 = "arith.constant"() <{value = dense<[[0, 1, -1, 0], [1, -1, 0, -19], [1, 79, 2147483647, 2147483647], [2147483647, 48, -1, 23]]> : vector<4x4xi32>}> : () -> vector<4x4xi32>
      %39 = "func.call"(%26, %38, %arg5, %arg6) <{callee = @compute0}> : (f64, vector<4x4xi32>, tensor<?xf64>, tensor<3xi32>) -> tensor<4x4xi32>
      "scf.yield"() : () -> ()
    }, {
    }) : (i1) -> ()
    %32 = "arith.constant"() <{value = dense<1> : vector<2xi16>}> : () -> vector<2xi16>
    %33 = "arith.cmpi"(%32, %32) <{predicate = 7 : i64}> : (vector<2xi16>, vector<2xi16>) -> vector<2xi1>
    %34 = "arith.constant"() <{value = -1 : i32}> : () -> i32
    %35 = "arith.select"(%31, %34, %34) : (i1, i32, i32) -> i32
    %36 = "arith.constant"() <{value = dense<[[2147483647, 45, 27, 13], [1, -1, 54, -1], [2147483647, 0, -1, 0], [0, 0, 2147483647, 0]]> : tensor<4x4xi32>}> : () -> tensor<4x4xi32>
    "func.return"(%36) : (tensor<4x4xi32>) -> ()
  }) {llvm.emit_c_interface, note = "generated"} : () -> ()
  "func.func"() <{function_type = () -> f64, sym_name = "kernel_1"}> ({
    %0 = "arith.constant"() <{value = 2 : index}> : () -> index
    %1 = "memref.alloca"(%0) <{operandSegmentSizes = array<i32: 1, 0>}> : (index) -> memref<3x?xi32>
    %2 = "arith.constant"() <{value = 1 : index}> : () -> index
    %3 = "memref.dim"(%1, %2) : (memref<3x?xi32>, index) -> index
    %4 = "arith.constant"() <{value = 0 : index}> : () -> index
    %5 = "arith.constant"() <{value = 9 : index}> : () -> index
    %6 = "arith.constant"() <{value = 1 : index}> : () -> index
    %7 = "arith.constant"() <{value = 5.000000e-01 : f64}> : () -> f64
    %8 = "arith.constant"() <{value = 1 : i32}> : () -> i32
    %9:2 = "scf.for"(%4, %5, %6, %7, %8) ({
    ^bb0(%arg0: index, %arg1: f64, %arg2: i32):
      %10:2 = "scf.index_switch"(%3) <{cases = array<i64: 0, 2, 4>}> ({
        %25 = "arith.constant"() <{value = 15 : i8}> : () -> i8
        "scf.yield"(%7, %25) : (f64, i8) -> ()
      }, {
        %22 = "memref.alloc"() <{alignment = 64 : i64, operandSegmentSizes = array<i32: 0, 0>}> : () -> memref<3xi32>
        %23 = "memref.cast"(%22) : (memref<3xi32>) -> memref<3xi32>
        %24 = "arith.constant"() <{value = 0 : i8}> : () -> i8
        "scf.yield"(%arg1, %24) : (f64, i8) -> ()
      }, {
        %12 = "arith.constant"() <{value = false}> : () -> i1
        %13:2 = "scf.if"(%12) ({
          %16 = "arith.constant"() <{value = dense<-1> : vector<4x4xindex>}> : () -> vector<4x4xindex>
          %17 = "arith.cmpi"(%16, %16) <{predicate = 7 : i64}> : (vector<4x4xindex>, vector<4x4xindex>) -> vector<4x4xi1>
          %18 = "tensor.empty"() : () -> tensor<4x4xf64>
          %19 = "arith.constant"() <{value = 2 : index}> : () -> index
          %20 = "arith.constant"() <{value = 0 : index}> : () -> index
          %21 = "tensor.insert"(%arg1, %18, %19, %20) : (f64, tensor<4x4xf64>, index, index) -> tensor<4x4xf64>
          "scf.yield"(%7, %7) : (f64, f64) -> ()
        }, {
          %15 = "arith.constant"() <{value = 2.500000e+00 : f64}> : () -> f64
          "scf.yield"(%arg1, %15) : (f64, f64) -> ()
        }) : (i1) -> (f64, f64)
        %14 = "arith.constant"() <{value = 1 : i8}> : () -> i8
        "scf.yield"(%7, %14) : (f64, i8) -> ()
      }, {
        %11 = "arith.constant"() <{value = -1 : i8}> : () -> i8
        "scf.yield"(%arg1, %11) : (f64, i8) -> ()
      }) : (index) -> (f64, i8)
      "scf.yield"(%arg1, %8) : (f64, i32) -> ()
    }) : (index, index, index, f64, i32) -> (f64, i32)
    "func.return"(%7) : (f64) -> ()
  }) {test.kernel} : () -> ()
}) {test.module_note = "std"} : () -> ()

