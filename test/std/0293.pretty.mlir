module {
  func.func private @ext0(tensor<1x2xindex> {llvm.noundef}, tensor<8x8xf64>, index)
  func.func private @ext1() -> (f64 {test.foo = 1 : i32}, index {test.foo = 1 : i32}) attributes {level = 2 : i64, passthrough = ["nounwind"]}
  module @inner {
    func.func @helper3() -> f64 attributes {test.kernel} {
      %cst = arith.constant dense<-17> : vector<1x2xi8>
      %0 = arith.subi %cst, %cst : vector<1x2xi8>
      %1 = tensor.empty() : tensor<3xindex>
      %cst_0 = arith.constant dense<4611686018427387903> : tensor<1xindex>
      %inserted_slice = tensor.insert_slice %cst_0 into %1[2] [1] [1] : tensor<1xindex> into tensor<3xindex>
      %cst_1 = arith.constant -1.000000e+00 : f32
      %2 = arith.cmpf ueq, %cst_1, %cst_1 fastmath<fast> : f32
      %cst_2 = arith.constant 1.500000e-01 : f64
      return %cst_2 : f64
    }
  }
  func.func @f0(%arg0: tensor<3xf64>, %arg1: memref<3xf64>, %arg2: memref<1x2xi32>, %arg3: tensor<8x4xf64>) -> (f64, f32 {test.foo = 1 : i32}, memref<?x2xindex>) attributes {ref = @inner::@helper3} {
    %true = arith.constant true
    scf.if %true {
      %cst_1 = arith.constant dense<-7.500000e+00> : vector<1x2xbf16>
      %4 = math.log1p %cst_1 : vector<1x2xbf16>
      %cst_2 = arith.constant dense<-1.000000e+00> : tensor<3xbf16>
      %5 = math.asin %cst_2 fastmath<nnan,ninf,nsz> : tensor<3xbf16>
    } else {
      %cst_1 = arith.constant 2.500000e+00 : f64
      %cst_2 = arith.constant 4.000000e+02 : f64
      %from_elements = tensor.from_elements %cst_1, %cst_2, %cst_2, %cst_1 : tensor<4xf64>
      cf.assert %true, "x must be \22positive\22"
    }
    %c8 = arith.constant 8 : index
    %0 = tensor.empty(%c8) : tensor<3x4x?xi32>
    %c3 = arith.constant 3 : index
    %1 = tensor.empty(%c3) : tensor<3x4x?xi32>
    %2 = math.ipowi %0, %1 : tensor<3x4x?xi32>
    %c-1_i32 = arith.constant -1 : i32
    %3 = scf.while (%arg4 = %c-1_i32) : (i32) -> i32 {
      %4 = tensor.empty() : tensor<3xindex>
      %c0 = arith.constant 0 : index
      %c5 = arith.constant 5 : index
      %c3_1 = arith.constant 3 : index
      %c4611686018427387903 = arith.constant 4611686018427387903 : index
      %cst_2 = arith.constant -1.000000e+00 : f16
      %5:2 = scf.for %arg5 = %c0 to %c5 step %c3_1 iter_args(%arg6 = %c4611686018427387903, %arg7 = %cst_2) -> (index, f16) {
        %7 = arith.extf %cst_2 : f16 to f64
        %c-2_i16 = arith.constant -2 : i16
        %low, %high = arith.mului_extended %c-2_i16, %c-2_i16 : i16
        %8 = tensor.empty() : tensor<1x2xindex>
        %9 = tensor.empty() : tensor<8x8xf64>
        %f = func.constant @ext0 : (tensor<1x2xindex>, tensor<8x8xf64>, index) -> ()
        func.call_indirect %f(%8, %9, %c8) : (tensor<1x2xindex>, tensor<8x8xf64>, index) -> ()
        scf.yield %arg6, %arg7 : index, f16
      }
      %c-1_i16 = arith.constant -1 : i16
      %6 = arith.cmpi eq, %c-1_i16, %c-1_i16 : i16
      scf.condition(%6) %arg4 : i32
    } do {
    ^bb0(%arg4: i32):
      %4 = tensor.empty() : tensor<1x2xindex>
      %5 = tensor.empty() : tensor<8x8xf64>
      func.call @ext0(%4, %5, %c8) : (tensor<1x2xindex>, tensor<8x8xf64>, index) -> ()
      cf.assert %true, "ok"
      %c127_i8 = arith.constant 127 : i8
      %c0_i8 = arith.constant 0 : i8
      %6 = arith.cmpi ule, %c127_i8, %c0_i8 : i8
      scf.yield %arg4 : i32
    }
    scf.if %true {
      %cst_1 = arith.constant 5.000000e-01 : f64
      %4 = arith.select %true, %cst_1, %cst_1 : f64
      %cst_2 = arith.constant dense<[[0, -5]]> : tensor<1x2xindex>
      %5 = scf.forall (%arg4) in (1) shared_outs(%arg5 = %cst_2) -> (tensor<1x2xindex>) {
        scf.execute_region {
          %cst_3 = arith.constant dense<1.000000e+02> : tensor<1x2xf64>
          %6 = arith.ori %c8, %c8 : index
          scf.yield
        }
        scf.forall.in_parallel {
          tensor.parallel_insert_slice %cst_2 into %arg5[%arg4, 0] [1, 2] [1, 1] : tensor<1x2xindex> into tensor<1x2xindex>
        }
      }
    }
    %cst = arith.constant 2.500000e+00 : f64
    %cst_0 = arith.constant 0.000000e+00 : f32
    %c7 = arith.constant 7 : index
    %alloc = memref.alloc(%c7) : memref<?x2xindex>
    return %cst, %cst_0, %alloc : f64, f32, memref<?x2xindex>
  }
}

