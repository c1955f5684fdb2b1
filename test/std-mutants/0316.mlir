!vec0 = vector<1x2xi8>
!tensor1 = tensor<3xindex>
!vec2 = vector<1x2xbf16>
!tensor3 = tensor<3x4x?xi32>
!tensor4 = tensor<8x8xf64>
!tensor5 = tensor<1x2xf64>
!buf6 = memref<?x2xindex>
func.func private @ext0(tensor<1x2xindex> {llvm.noundef}, tensor<8x8xf64>, index)
func.func private @ext1() -> (f64 {test.foo = 1 : i32}, index {test.foo = 1 : i32}) attributes {passthrough = ["nounwind"], level = 2 : i64}
module @inner {
  func.func @helper3() -> f64 attributes {test.kernel} {
    %v1 = arith.constant dense<-17> : vector<1x2xi8>
    %t2 = arith.subi %v1, %v1 : !vec0
    %empty = tensor.empty() : tensor<3xindex>
    %4 = arith.constant dense<4611686018427387903> : tensor<1xindex>
    %inserted_slice = tensor.insert_slice %4 into %empty[2] [1] [1] : tensor<1xindex> into !tensor1
    %6 = arith.constant -1.0 : f32
    %7 = arith.cmpf ueq, %6, %6 fastmath<fast> : f32
    %8 = arith.constant 1.5e-1 : f64
    func.return %8 : f64
  }
}
func.func @f0(%t1: tensor<3xf64>, %2: memref<3xf64>, %3: memref<1x2xi32>, %arg: tensor<8x4xf64>) -> (f64, f32 {test.foo = 1 : i32}, memref<?x2xindex>) attributes {ref = @inner::@helper3} {
  %5 = arith.constant 1 : i1
  scf.if %5 {
    %cst = arith.constant dense<-7.5> : vector<1x&2xbf16>
    %7 = math.log1p %cst : !vec2
    %a.b = arith.constant dense<-1.0> : tensor<3xbf16>
    %9 = math.asin %a.b fastmath<nnan, ninf, nsz> : tensor<3xbf16>
    scf.yield
  } else {
    %x_1 = arith.constant 2.5 : f64
    %11 = arith.constant 4.0E+2 : f64
    %from_elements = tensor.from_elements %x_1, %11, %11, %x_1 : tensor<4xf64>
    cf.assert %5, "x must be \"positive\""
    scf.yield
  }
  %c_13 = arith.constant 8 : index
  %x14 = tensor.empty(%c_13) : !tensor3
  %15 = arith.constant 3 : index
  %acc = tensor.empty(%15) : tensor<3x4x?xi32>
  %val = math.ipowi %x14, %acc : tensor<3x4x?xi32>
  %c_18 = arith.constant -1 : i32
  %r = scf.while (%arg_20 = %c_18) : (i32) -> (i32) {
    %22 = tensor.empty() : tensor<3xindex>
    %c = arith.constant 0 : index
    %c_24 = arith.constant 5 : index
    %c_25 = arith.constant 3 : index
    %x26 = arith.constant 4611686018427387903 : index
    %sum = arith.constant -1.0 : f16
    %rhs:2 = scf.for %iv = %c to %c_24 step %c_25 iter_args(%acc_30 = %x26, %acc_31 = %sum) -> (index, f16) {
      %33 = arith.extf %sum : f16 to f64
      %res = arith.constant -2 : i16
      %36, %tmp38 = arith.mului_extended %res, %res : i16
      %t40 = tensor.empty() : tensor<1x2xindex>
      %43 = tensor.empty() : tensor<8x8xf64>
      %x44 = func.constant @ext0 : (tensor<1x2xindex>, !tensor4, index) -> ()
      func.call_indirect %x44(%t40, %43, %c_13) : (tensor<1x2xindex>, !tensor4, index) -> ()
      scf.yield %acc_30, %acc_31 : index, f16
    }
    %t45 = arith.constant -1 : i16
    %cmp = arith.cmpi eq, %t45, %t45 : i16
    scf.condition(%cmp) %arg_20 : i32
  } do {
  ^bb0(%x47: i32):
    %empty_48 = tensor.empty() : tensor<1x2xindex>
    %49 = tensor.empty() : !tensor4
    func.call @ext0(%empty_48, %49, %c_13) : (tensor<1x2xindex>, tensor<8x8xf64>, index) -> ()
    cf.assert %5, "ok"
    %50 = arith.constant 127 : i8
    %51 = arith.constant 0 : i8
    %52 = arith.cmpi ule, %50, %51 : i8
    scf.yield %x47 : i32
  }
  scf.if %5 {
    %cst_53 = arith.constant 0.5 : f64
    %sel_54 = arith.select %5, %cst_53, %cst_53 : f64
    %55 = arith.constant dense<[[0, -5]]> : tensor<1x2xindex>
    %r_58 = scf.forall (%56) in (1) shared_outs(%out = %55) -> (tensor<1x2xindex>) {
      scf.execute_region {
        %59 = arith.constant dense<100.0> : !tensor5
        %60 = arith.ori %c_13, %c_13 : index
        scf.yield
      }
      scf.forall.in_parallel {
        tensor.parallel_insert_slice %55 into %out[%56, 0] [1, 2] [1, 1] : tensor<1x2xindex> into tensor<1x2xindex>
      }
    }
    scf.yield
  }
  %cst_62 = arith.constant 2.5 : f64
  %cst_63 = arith.constant 0.0 : f32 //
  %c_65 = arith.constant 7 : index
  %x66 = memref.alloc(%c_65) : !buf6
  func.return %cst_62, %cst_63, %x66 : f64, f32, memref<?x2xindex>
}
// ---- comment line ----
